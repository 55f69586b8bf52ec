package org.tabula.rules.bots;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tabula.rules.GameState;
import org.tabula.rules.InformationSet;
import org.tabula.rules.Lookahead;
import org.tabula.rules.SeededRandom;

class LookaheadTest {
    @Test
    void theMarginIsTheScoreLessTheBestOtherScoreAfterEachMove() {
        // From a pile of 2, taking both wins (+1 against -1); taking one leaves the game open (0 each).
        GameState state = new TakeAway(2).start(0);
        InformationSet info = InformationSet.of(state, 0);
        assertArrayEquals(new double[] {0, 2}, Lookahead.margins(info, info.legalMoves(), 1, new SeededRandom(1)), 1e-12);
    }

    @Test
    void tiesAreBrokenEvenlyAndTheBestWinsOutright() {
        SeededRandom rng = new SeededRandom(3);
        int[] picked = new int[4];
        for (int i = 0; i < 3000; i++) {
            picked[Lookahead.best(new double[] {1, 5, 5, 5}, rng)]++;
        }
        assertEquals(0, picked[0]);
        for (int i = 1; i < 4; i++) {
            assertTrue(picked[i] > 900 && picked[i] < 1100, "tied index " + i + " picked " + picked[i] + " times of 3000");
        }
        assertEquals(2, Lookahead.best(new double[] {1, 5, 6, 5}, rng));
    }
}
