package org.tabula.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Arrays;

/**
 * The property that ties a table deal to a box deal: a table-dealt game whose reveals name the
 * cards the box deal of the same seed put there, followed by the same moves, is the same game:
 * after every move both show the table the same state, and they end with the same scores and
 * winners. The moves are random, drawn among the box deal's legal moves; each must be legal at
 * the table deal too.
 */
public final class TableDealProperty {
    /** The card the table reveals now: the one the box dealt there, read from the box-dealt state. */
    @FunctionalInterface
    public interface BoxCards {
        int revealedNow(GameState boxDealt, GameState tableDealt);
    }

    private final BoxCards boxCards;
    private final int maxMoves;

    public TableDealProperty(BoxCards boxCards, int maxMoves) {
        this.boxCards = boxCards;
        this.maxMoves = maxMoves;
    }

    /** Plays one random game both ways from the two starts; returns how many reveals it took. */
    public int check(GameState boxDealt, GameState tableDealt, SeededRandom rng, String label) {
        int reveals = 0;
        int moves = 0;
        while (!boxDealt.isOver()) {
            reveals += reveal(boxDealt, tableDealt, label);
            Seats toMove = boxDealt.toMove();
            assertEquals(toMove, tableDealt.toMove(), label + ": another seat to move after " + moves + " moves");
            assertEquals(boxDealt.view(GameState.TABLE), tableDealt.view(GameState.TABLE), label + ": the table sees another game after " + moves + " moves");
            int seat = toMove.toArray()[rng.nextInt(toMove.size())];
            int[] legal = boxDealt.legalMoves(seat);
            int move = legal[rng.nextInt(legal.length)];
            String text = boxDealt.formatMove(seat, move);
            int atTable = tableDealt.parseMove(seat, text);
            String refused = tableDealt.whyIllegal(seat, atTable);
            if (refused != null) {
                fail(label + ": move " + moves + ", " + seat + ":" + text + " is refused at the table deal: " + refused);
            }
            boxDealt.apply(seat, move);
            tableDealt.apply(seat, atTable);
            if (++moves > maxMoves) {
                fail(label + ": no end after " + maxMoves + " moves");
            }
        }
        // A game may end with cards shown (En Garde's hands at the end of the pack): the table shows them too.
        reveals += reveal(boxDealt, tableDealt, label);
        assertEquals(true, tableDealt.isOver(), label + ": the table deal goes on after the box deal ended");
        assertArrayEquals(boxDealt.scores(), tableDealt.scores(), () -> label + ": scores " + Arrays.toString(tableDealt.scores()));
        assertEquals(boxDealt.winners(), tableDealt.winners(), label + ": winners");
        assertEquals(boxDealt.view(GameState.TABLE), tableDealt.view(GameState.TABLE), label + ": the final state");
        return reveals;
    }

    /** The table reveals, while it is to, the cards the box dealt; returns how many. */
    private int reveal(GameState boxDealt, GameState tableDealt, String label) {
        int reveals = 0;
        while (tableDealt.toMove().equals(Seats.CHANCE)) {
            int card = boxCards.revealedNow(boxDealt, tableDealt);
            String refused = tableDealt.whyIllegal(GameState.CHANCE, card);
            if (refused != null) {
                fail(label + ": the box's card " + tableDealt.formatMove(GameState.CHANCE, card) + " is refused: " + refused);
            }
            tableDealt.apply(GameState.CHANCE, card);
            reveals++;
        }
        return reveals;
    }
}
