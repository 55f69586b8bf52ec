package org.tabula.rules.senator;

/**
 * How Senator's moves are numbered, and every card move precomputed for listing legal moves.
 *
 * <p>A move below {@value #FIRST_CARD_MOVE} puts the banner on that cell ({@code row * 5 +
 * column}); from it on, {@code value << 5 | entry} pushes the mover's card of that value in at
 * that entry ({@link Board} numbers D0-D4, U0-U4, R0-R4, L0-L4 as 0-19). So legal moves sort by
 * card value, then entry, and the two kinds never collide.
 */
final class Moves {
    static final int FIRST_CARD_MOVE = 32;
    static final int ENTRY_BITS = 5;
    private static final int ENTRY_MASK = (1 << ENTRY_BITS) - 1;
    /** The highest card value any game uses. */
    static final int HIGHEST_CARD = 10;
    /** Sets of full lines, as bit masks of the 10 lines. */
    private static final int LINE_SETS = 1 << Board.LINES;

    /**
     * Every card move for every set of full lines, so that listing legal moves is one copy per
     * card in hand (listing moves is most of a random playout's work; the copy halves it): from
     * {@link #CARD_MOVES_AT}{@code [full]} on, for each value 1 to {@value #HIGHEST_CARD}, that
     * value pushed in at each open entry, ascending; {@link #OPEN_ENTRIES}{@code [full]} moves
     * per value. About 100,000 ints.
     */
    static final int[] CARD_MOVES;
    static final int[] CARD_MOVES_AT = new int[LINE_SETS];
    /** For each set of full lines, how many entries are still open. */
    static final int[] OPEN_ENTRIES = new int[LINE_SETS];

    static {
        int[] moves = new int[LINE_SETS * HIGHEST_CARD * Board.ENTRIES];
        int size = 0;
        for (int full = 0; full < LINE_SETS; full++) {
            CARD_MOVES_AT[full] = size;
            for (int value = 1; value <= HIGHEST_CARD; value++) {
                for (int entry = 0; entry < Board.ENTRIES; entry++) {
                    if ((full & 1 << Board.lineOf(entry)) == 0) {
                        moves[size++] = card(value, entry);
                    }
                }
            }
            OPEN_ENTRIES[full] = (size - CARD_MOVES_AT[full]) / HIGHEST_CARD;
        }
        CARD_MOVES = java.util.Arrays.copyOf(moves, size);
    }

    private Moves() {
    }

    static int banner(int cell) {
        return cell;
    }

    static int card(int value, int entry) {
        return value << ENTRY_BITS | entry;
    }

    static boolean isBanner(int move) {
        return move >= 0 && move < FIRST_CARD_MOVE;
    }

    /** Whether the move number is no move of any Senator game (a corner is still a banner move). */
    static boolean isMalformed(int move) {
        return move < 0 || (isBanner(move) ? move >= Board.CELLS : entry(move) >= Board.ENTRIES);
    }

    static int value(int move) {
        return move >> ENTRY_BITS;
    }

    static int entry(int move) {
        return move & ENTRY_MASK;
    }

    /**
     * Writes the moves of every card in {@code hand} (bit v for value v) into every entry not
     * on a full line, ascending, and returns how many.
     */
    static int listCardMoves(int hand, int fullLines, int[] out) {
        int entries = OPEN_ENTRIES[fullLines];
        int valueOne = CARD_MOVES_AT[fullLines] - entries;
        int n = 0;
        for (int rest = hand; rest != 0; rest &= rest - 1) {
            System.arraycopy(CARD_MOVES, valueOne + Integer.numberOfTrailingZeros(rest) * entries, out, n, entries);
            n += entries;
        }
        return n;
    }

    /** The move as its typed record. */
    static SenatorMove typed(int move) {
        if (isBanner(move)) {
            return new SenatorMove.PlaceBanner(typedSquare(move));
        }
        return new SenatorMove.Push(value(move), typedEntry(entry(move)));
    }

    /** A cell as its typed square. */
    static SenatorMove.Square typedSquare(int cell) {
        return new SenatorMove.Square(Board.row(cell), Board.column(cell));
    }

    /** An entry number as its typed entry. */
    static SenatorMove.Entry typedEntry(int entry) {
        return new SenatorMove.Entry(SenatorMove.Direction.values()[entry / Board.SIZE], entry % Board.SIZE);
    }

    /** @throws IllegalArgumentException if the move's square, entry or card is off the board or the cards */
    static int number(SenatorMove move) {
        if (move instanceof SenatorMove.PlaceBanner place && inBoard(place.square().row()) && inBoard(place.square().column())) {
            return banner(place.square().row() * Board.SIZE + place.square().column());
        }
        if (move instanceof SenatorMove.Push push && push.card() >= 1 && push.card() <= HIGHEST_CARD && inBoard(push.entry().line())) {
            return card(push.card(), push.entry().direction().ordinal() * Board.SIZE + push.entry().line());
        }
        throw new IllegalArgumentException(move + " is no Senator move");
    }

    private static boolean inBoard(int index) {
        return index >= 0 && index < Board.SIZE;
    }

    static String format(int move) {
        return isBanner(move) ? "banner@" + Board.squareName(move) : value(move) + "@" + Board.entryName(entry(move));
    }
}
