package org.tabula.rules.bots;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tabula.rules.SeededRandom;

class MatrixGameTest {
    private static final double EXACT = 1e-12;

    @Test
    void rockPaperScissorsIsEvenWithEachThrowAThird() {
        MatrixGame.Solution s = MatrixGame.solve(new double[][] {{0, -1, 1}, {1, 0, -1}, {-1, 1, 0}});
        assertEquals(0, s.value(), EXACT);
        assertArrayEquals(new double[] {1.0 / 3, 1.0 / 3, 1.0 / 3}, s.rowStrategy(), EXACT);
        assertArrayEquals(new double[] {1.0 / 3, 1.0 / 3, 1.0 / 3}, s.columnStrategy(), EXACT);
    }

    @Test
    void aTwoByTwoGameWithoutSaddleMatchesTheClosedForm() {
        // a b / c d = 3 -1 / -2 1: value (ad - bc) / (a - b - c + d) = 1/7,
        // row plays its first row with (d - c) / 7 = 3/7, column its first column with (d - b) / 7 = 2/7.
        MatrixGame.Solution s = MatrixGame.solve(new double[][] {{3, -1}, {-2, 1}});
        assertEquals(1.0 / 7, s.value(), EXACT);
        assertArrayEquals(new double[] {3.0 / 7, 4.0 / 7}, s.rowStrategy(), EXACT);
        assertArrayEquals(new double[] {2.0 / 7, 5.0 / 7}, s.columnStrategy(), EXACT);
    }

    @Test
    void aSaddlePointIsPlayedPure() {
        // Row 0 guarantees 2; column 0 concedes at most 2.
        MatrixGame.Solution s = MatrixGame.solve(new double[][] {{2, 3}, {1, 4}});
        assertEquals(2, s.value(), EXACT);
        assertArrayEquals(new double[] {1, 0}, s.rowStrategy(), EXACT);
        assertArrayEquals(new double[] {1, 0}, s.columnStrategy(), EXACT);
    }

    @Test
    void oneByOneAndConstantGamesAreTheirEntry() {
        assertEquals(-1, MatrixGame.solve(new double[][] {{-1}}).value(), EXACT);
        MatrixGame.Solution s = MatrixGame.solve(new double[][] {{0.5, 0.5, 0.5}, {0.5, 0.5, 0.5}});
        assertEquals(0.5, s.value(), EXACT);
        assertEquals(1, s.rowStrategy()[0] + s.rowStrategy()[1], EXACT);
    }

    @Test
    void twoThousandRandomGamesWithManyTiesAreSolvedToEquilibrium() {
        SeededRandom rng = new SeededRandom(2012);
        double[] entries = {-1, -0.5, 0, 0.5, 1};
        for (int game = 0; game < 2000; game++) {
            double[][] a = new double[1 + rng.nextInt(7)][1 + rng.nextInt(7)];
            for (double[] row : a) {
                for (int j = 0; j < row.length; j++) {
                    row[j] = entries[rng.nextInt(entries.length)];
                }
            }
            MatrixGame.Solution s = MatrixGame.solve(a);
            assertIsDistribution(s.rowStrategy(), game);
            assertIsDistribution(s.columnStrategy(), game);
            // Neither player can gain by deviating to any pure strategy.
            for (int j = 0; j < a[0].length; j++) {
                double payoff = 0;
                for (int i = 0; i < a.length; i++) {
                    payoff += s.rowStrategy()[i] * a[i][j];
                }
                assertTrue(payoff >= s.value() - 1e-9, "game " + game + ": column " + j + " pays the row player " + payoff + " < " + s.value());
            }
            for (int i = 0; i < a.length; i++) {
                double payoff = 0;
                for (int j = 0; j < a[0].length; j++) {
                    payoff += a[i][j] * s.columnStrategy()[j];
                }
                assertTrue(payoff <= s.value() + 1e-9, "game " + game + ": row " + i + " gets " + payoff + " > " + s.value());
            }
        }
    }

    private static void assertIsDistribution(double[] p, int game) {
        double total = 0;
        for (double x : p) {
            assertTrue(x >= 0, "game " + game + ": a negative probability");
            total += x;
        }
        assertEquals(1, total, 1e-12, "game " + game);
    }
}
