package org.tabula.rules.bots;

/**
 * Solves a two-player zero-sum matrix game for a mixed equilibrium by linear programming.
 *
 * <p>The payoffs {@code a[i][j]} go to the row player, who maximises. With every entry shifted
 * to at least 1 (which shifts the value alike), the column player's LP is: maximise
 * {@code sum y} subject to {@code A y <= 1, y >= 0}. The origin is feasible, so one dense
 * simplex tableau without a first phase solves it; the value is {@code 1 / sum y}, the column
 * strategy is {@code y} scaled to sum 1, and the row strategy is the LP's dual, read from the
 * slack columns of the objective row. Bland's rule (lowest index enters and leaves) rules out
 * cycling on the degenerate tableaus that tied payoffs make.
 *
 * <p>Written here rather than taken from a library because the rules module has no
 * dependencies and the matrices are tiny (one row and column per distinct card in hand).
 * Doubles, not rationals: entries are game values in [-1, 1] and a solution is checked to be an
 * equilibrium to {@value #TOLERANCE} by the tests.
 */
public final class MatrixGame {
    /** Pivot and optimality tolerance; far below any difference the payoffs can make. */
    static final double TOLERANCE = 1e-12;

    /** The game's value to the row player, and each player's equilibrium strategy. */
    public record Solution(double value, double[] rowStrategy, double[] columnStrategy) {
    }

    private MatrixGame() {
    }

    public static Solution solve(double[][] payoffs) {
        int rows = payoffs.length;
        int columns = payoffs[0].length;
        double min = Double.POSITIVE_INFINITY;
        for (double[] row : payoffs) {
            if (row.length != columns) {
                throw new IllegalArgumentException("a payoff matrix needs rows of equal length");
            }
            for (double entry : row) {
                min = Math.min(min, entry);
            }
        }
        double shift = 1 - min;
        // Tableau: the constraint rows, then the objective row; columns y, slacks, right-hand side.
        int width = columns + rows + 1;
        int rhs = width - 1;
        double[][] t = new double[rows + 1][width];
        int[] basis = new int[rows];
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < columns; j++) {
                t[i][j] = payoffs[i][j] + shift;
            }
            t[i][columns + i] = 1;
            t[i][rhs] = 1;
            basis[i] = columns + i;
        }
        double[] objective = t[rows];
        for (int j = 0; j < columns; j++) {
            objective[j] = -1;
        }
        for (int entering = enteringColumn(objective, rhs); entering >= 0; entering = enteringColumn(objective, rhs)) {
            int leaving = leavingRow(t, basis, entering, rhs);
            pivot(t, leaving, entering);
            basis[leaving] = entering;
        }
        double sum = objective[rhs];
        double[] column = new double[columns];
        for (int i = 0; i < rows; i++) {
            if (basis[i] < columns) {
                column[basis[i]] = t[i][rhs];
            }
        }
        double[] row = new double[rows];
        for (int i = 0; i < rows; i++) {
            row[i] = objective[columns + i];
        }
        return new Solution(1 / sum - shift, normalised(row), normalised(column));
    }

    /** Bland's rule: the lowest column whose reduced cost still improves the objective; -1 at the optimum. */
    private static int enteringColumn(double[] objective, int rhs) {
        for (int j = 0; j < rhs; j++) {
            if (objective[j] < -TOLERANCE) {
                return j;
            }
        }
        return -1;
    }

    /** The minimum-ratio row, ties to the lowest basic variable (Bland). The LP is bounded, so one exists. */
    private static int leavingRow(double[][] t, int[] basis, int entering, int rhs) {
        int best = -1;
        double bestRatio = 0;
        for (int i = 0; i < basis.length; i++) {
            if (t[i][entering] > TOLERANCE) {
                double ratio = t[i][rhs] / t[i][entering];
                boolean tie = best >= 0 && Math.abs(ratio - bestRatio) <= TOLERANCE;
                if (best < 0 || (!tie && ratio < bestRatio) || (tie && basis[i] < basis[best])) {
                    best = i;
                    bestRatio = ratio;
                }
            }
        }
        if (best < 0) {
            throw new IllegalStateException("unbounded LP: a positive payoff matrix cannot give one");
        }
        return best;
    }

    private static void pivot(double[][] t, int row, int column) {
        double[] pivotRow = t[row];
        double scale = pivotRow[column];
        for (int j = 0; j < pivotRow.length; j++) {
            pivotRow[j] /= scale;
        }
        for (int i = 0; i < t.length; i++) {
            double factor = t[i][column];
            if (i != row && factor != 0) {
                double[] target = t[i];
                for (int j = 0; j < target.length; j++) {
                    target[j] -= factor * pivotRow[j];
                }
            }
        }
    }

    /** Rounding can leave tiny negative weights; clip them and rescale to a probability vector. */
    private static double[] normalised(double[] weights) {
        double total = 0;
        for (int i = 0; i < weights.length; i++) {
            weights[i] = Math.max(0, weights[i]);
            total += weights[i];
        }
        for (int i = 0; i < weights.length; i++) {
            weights[i] /= total;
        }
        return weights;
    }
}
