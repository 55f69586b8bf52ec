package org.tabula.rules;

import java.util.List;

/**
 * The one source of randomness in the rules: SplitMix64 (Steele, Lea and Flood, 2014).
 *
 * <p>Written out here rather than taken from {@code java.util} so that a seed in a saved game
 * deals the same cards on every Java version forever. Mutable; {@link #copy()} forks it.
 */
public final class SeededRandom {
    private long state;

    public SeededRandom(long seed) {
        this.state = seed;
    }

    public SeededRandom copy() {
        SeededRandom copy = new SeededRandom(0);
        copy.state = state;
        return copy;
    }

    public long nextLong() {
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** A uniform integer in {@code [0, bound)}, without modulo bias (Lemire's method). */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        long m = (nextLong() >>> 32) * bound;
        long low = m & 0xFFFFFFFFL;
        if (low < bound) {
            long threshold = (0x1_0000_0000L - bound) % bound;
            while (low < threshold) {
                m = (nextLong() >>> 32) * bound;
                low = m & 0xFFFFFFFFL;
            }
        }
        return (int) (m >>> 32);
    }

    /** A uniform double in {@code [0, 1)}. */
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    /**
     * An index drawn with the given probabilities (summing to 1; the last index takes whatever
     * rounding leaves): how a bot plays a mixed strategy.
     */
    public int nextIndex(double[] probabilities) {
        double draw = nextDouble();
        for (int i = 0; i < probabilities.length - 1; i++) {
            draw -= probabilities[i];
            if (draw < 0) {
                return i;
            }
        }
        return probabilities.length - 1;
    }

    /** Fisher-Yates shuffle of the first {@code length} entries. */
    public void shuffle(int[] values, int length) {
        for (int i = length - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            int t = values[i];
            values[i] = values[j];
            values[j] = t;
        }
    }

    public void shuffle(int[] values) {
        shuffle(values, values.length);
    }

    public <T> void shuffle(List<T> values) {
        for (int i = values.size() - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            values.set(j, values.set(i, values.get(j)));
        }
    }
}
