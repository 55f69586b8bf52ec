package org.tabula.rules.senator;

import org.tabula.rules.Refusal;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.Options;

/**
 * How Senate totals are counted: each seat adds up its cards in the Senate; stairs count
 * nothing; the banner variants change what the cards in the banner's reach are worth.
 *
 * <p>The banner reaches every other square of its row and column, or with {@code adjacentOnly}
 * only its orthogonal neighbours (ruling: the source text's "directly adjacent" squares are the
 * neighbours along the banner's lines, so never a diagonal). In its reach:
 * <ul>
 *   <li>{@code caesar}: a Senate card counts double;</li>
 *   <li>{@code stairsInLine}: a stair card counts its face value (with caesar too: the seed
 *       pairs this rule with "the doubling in the centre", so stairs are never doubled);</li>
 *   <li>{@code brutus}: no card counts.</li>
 * </ul>
 *
 * @param caesar       Senate cards in reach count double
 * @param stairsInLine stair cards in reach count face value
 * @param brutus       cards in reach count nothing
 * @param adjacentOnly the reach is the banner's orthogonal neighbours only
 */
record Scoring(boolean caesar, boolean stairsInLine, boolean brutus, boolean adjacentOnly) {
    /** Counting without a banner effect: the basic game and the three-player game. */
    static final Scoring PLAIN = new Scoring(false, false, false, false);

    /**
     * The counting the options ask for, refusing the combinations that cannot be played.
     *
     * @throws GameConfigException for a banner variant in the three-player game (it has no
     *         banner), for brutus with caesar or stairsInLine (the source text offers brutus as the
     *         reverse of both: a card in the banner's line cannot count double, or count on a
     *         stair, and count nothing), and for adjacentOnly alone (it only narrows an effect)
     */
    static Scoring from(Options options, int players) {
        Scoring scoring = new Scoring(options.flag("caesar"), options.flag("stairsInLine"),
                options.flag("brutus"), options.flag("adjacentOnly"));
        if (players == 3 && !scoring.equals(PLAIN)) {
            throw new GameConfigException(Refusal.of(SenatorRefusal.NEEDS_BANNER, scoring.firstNamed()));
        }
        if (scoring.brutus && scoring.caesar) {
            throw new GameConfigException(Refusal.of(SenatorRefusal.CAESAR_BRUTUS));
        }
        if (scoring.brutus && scoring.stairsInLine) {
            throw new GameConfigException(Refusal.of(SenatorRefusal.STAIRS_BRUTUS));
        }
        if (scoring.adjacentOnly && !scoring.caesar && !scoring.stairsInLine && !scoring.brutus) {
            throw new GameConfigException(Refusal.of(SenatorRefusal.ADJACENT_ALONE));
        }
        return scoring;
    }

    private String firstNamed() {
        return caesar ? "caesar" : stairsInLine ? "stairsInLine" : brutus ? "brutus" : "adjacentOnly";
    }

    /** Whether the banner on {@code bannerCell} (-1: not on the board) reaches the cell. */
    boolean inReach(int cell, int bannerCell) {
        if (bannerCell < 0 || cell == bannerCell) {
            return false;
        }
        int rows = Math.abs(Board.row(cell) - Board.row(bannerCell));
        int columns = Math.abs(Board.column(cell) - Board.column(bannerCell));
        return adjacentOnly ? rows + columns == 1 : rows == 0 || columns == 0;
    }

    /** What a card of this value on this square counts for its seat. */
    int worth(int cell, int value, int bannerCell) {
        boolean reached = inReach(cell, bannerCell);
        if (Board.isSenate(cell)) {
            if (reached && brutus) {
                return 0;
            }
            return reached && caesar ? 2 * value : value;
        }
        return reached && stairsInLine ? value : 0;
    }

    /** Each seat's total for the cards on the board (cell codes as {@link CardCode} makes them). */
    int[] totals(int[] board, int players) {
        int bannerCell = -1;
        for (int cell : Board.SQUARE_CELLS) {
            if (board[cell] == CardCode.BANNER) {
                bannerCell = cell;
            }
        }
        int[] totals = new int[players];
        for (int cell : Board.SQUARE_CELLS) {
            int code = board[cell];
            if (code != CardCode.EMPTY && code != CardCode.BANNER) {
                totals[CardCode.owner(code)] += worth(cell, CardCode.value(code), bannerCell);
            }
        }
        return totals;
    }
}
