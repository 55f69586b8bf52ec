package org.tabula.firmware.club;

/**
 * A rating: the estimate of a player's skill {@code mu} and its uncertainty {@code sigma} (one
 * standard deviation), on OpenSkill's scale, where a newcomer is 25 with 25/3.
 */
public record Rating(double mu, double sigma) {
    /** Where everybody starts: OpenSkill's defaults. */
    public static final Rating NEWCOMER = new Rating(25.0, 25.0 / 3);

    public Rating {
        if (!Double.isFinite(mu) || !(sigma > 0) || !Double.isFinite(sigma)) {
            throw new IllegalArgumentException("not a rating: " + mu + " +- " + sigma);
        }
    }

    /**
     * The conservative skill the table ranks by: {@code mu - 3 sigma}, so a player with few games
     * climbs as the box grows sure of them.
     */
    public double ordinal() {
        return mu - 3 * sigma;
    }
}
