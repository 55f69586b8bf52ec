package org.tabula.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SeededRandomTest {
    @Test
    void theSameSeedGivesTheSameDraws() {
        SeededRandom a = new SeededRandom(42);
        SeededRandom b = new SeededRandom(42);
        for (int i = 0; i < 100; i++) {
            assertEquals(a.nextInt(1_000), b.nextInt(1_000));
        }
    }

    @Test
    void anIndexIsDrawnWithItsProbability() {
        SeededRandom rng = new SeededRandom(7);
        int[] counts = new int[3];
        for (int i = 0; i < 40_000; i++) {
            counts[rng.nextIndex(new double[] {0.25, 0, 0.75})]++;
        }
        assertEquals(0, counts[1], "an index of probability 0 is never drawn");
        // 10,000 expected, standard deviation 87.
        assertTrue(Math.abs(counts[0] - 10_000) < 400, "index 0 drawn " + counts[0] + " times");
        assertEquals(2, new SeededRandom(1).nextIndex(new double[] {0, 0, 1}));
    }
}
