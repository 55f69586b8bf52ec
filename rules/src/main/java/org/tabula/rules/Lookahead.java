package org.tabula.rules;

/**
 * One move of lookahead for the rule-based bots: how far ahead of the best other seat a move
 * leaves this seat by the scores as the rules count them so far, averaged over determinised
 * samples where the seat cannot see everything.
 */
public final class Lookahead {
    private Lookahead() {
    }

    /** The seat's score less the best score of any other seat. */
    public static double margin(GameState state, int seat) {
        int[] scores = state.scores();
        int best = Integer.MIN_VALUE;
        for (int other = 0; other < scores.length; other++) {
            if (other != seat) {
                best = Math.max(best, scores[other]);
            }
        }
        return scores[seat] - (double) best;
    }

    /** For each legal move, the seat's average {@link #margin} just after it, over {@code samples} samples. */
    public static double[] margins(InformationSet info, int[] legal, int samples, SeededRandom rng) {
        double[] margins = new double[legal.length];
        for (int s = 0; s < samples; s++) {
            GameState sample = info.sample(rng);
            for (int i = 0; i < legal.length; i++) {
                GameState next = sample.copy();
                next.apply(info.seat(), legal[i]);
                margins[i] += margin(next, info.seat()) / samples;
            }
        }
        return margins;
    }

    /** The index of the highest value; ties (to within rounding) are broken at random. */
    public static int best(double[] values, SeededRandom rng) {
        int best = 0;
        int ties = 1;
        for (int i = 1; i < values.length; i++) {
            if (values[i] > values[best] + 1e-9) {
                best = i;
                ties = 1;
            } else if (values[i] >= values[best] - 1e-9 && rng.nextInt(++ties) == 0) {
                // Reservoir sampling keeps each tied index with equal chance.
                best = i;
            }
        }
        return best;
    }
}
