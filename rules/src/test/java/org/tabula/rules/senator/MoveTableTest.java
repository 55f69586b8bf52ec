package org.tabula.rules.senator;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.tabula.rules.SeededRandom;

/** The precomputed move table against the plain definition: every card times every open entry. */
class MoveTableTest {
    @Test
    void everySetOfFullLinesAndHandListsEveryCardAtEveryOpenEntry() {
        SeededRandom rng = new SeededRandom(4);
        int[] out = new int[Moves.HIGHEST_CARD * Board.ENTRIES];
        for (int full = 0; full < 1 << Board.LINES; full++) {
            for (int sample = 0; sample < 8; sample++) {
                int hand = sample == 0 ? 0b111_1111_1110 : rng.nextInt(1 << Moves.HIGHEST_CARD) << 1;
                int[] expected = new int[Moves.HIGHEST_CARD * Board.ENTRIES];
                int n = 0;
                for (int value = 1; value <= Moves.HIGHEST_CARD; value++) {
                    for (int entry = 0; entry < Board.ENTRIES; entry++) {
                        boolean open = (full & 1 << Board.lineOf(entry)) == 0;
                        if ((hand & 1 << value) != 0 && open) {
                            expected[n++] = value * 32 + entry;
                        }
                    }
                }
                int count = Moves.listCardMoves(hand, full, out);
                assertEquals(n, count, "full lines " + Integer.toBinaryString(full) + ", hand " + Integer.toBinaryString(hand));
                assertArrayEquals(Arrays.copyOf(expected, n), Arrays.copyOf(out, count));
            }
        }
    }

    @Test
    void columnsAreLinesZeroToFourAndRowsFiveToNine() {
        assertEquals(1, Board.lineOf(Board.entryNamed('D', 1)));
        assertEquals(1, Board.lineOf(Board.entryNamed('U', 1)));
        assertEquals(8, Board.lineOf(Board.entryNamed('R', 3)));
        assertEquals(8, Board.lineOf(Board.entryNamed('L', 3)));
    }
}
