package org.tabula.firmware;

/**
 * A win rate with its 95% Wilson score interval (Wilson, 1927), which unlike the normal
 * approximation stays inside [0, 1] and behaves near 0% and 100%. Wins may be fractional: a
 * draw between k seats gives each 1/k.
 */
record WinRate(double wins, int trials) {
    /** The normal quantile for a two-sided 95% interval. */
    private static final double Z = 1.959963984540054;

    WinRate {
        if (trials < 1 || wins < 0 || wins > trials) {
            throw new IllegalArgumentException("need 0 <= wins <= trials and trials >= 1: " + wins + " of " + trials);
        }
    }

    double rate() {
        return wins / trials;
    }

    double lower() {
        // The bound is exactly 0 at no wins; clamping keeps rounding from printing -0.0%.
        return Math.max(0, centre() - halfWidth());
    }

    double upper() {
        return Math.min(1, centre() + halfWidth());
    }

    private double centre() {
        double z2 = Z * Z;
        return (rate() + z2 / (2.0 * trials)) / (1 + z2 / trials);
    }

    private double halfWidth() {
        double p = rate();
        double z2 = Z * Z;
        return Z / (1 + z2 / trials) * Math.sqrt(p * (1 - p) / trials + z2 / (4.0 * trials * trials));
    }
}
