package org.tabula.firmware.club;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.pocketcombats.openskill.Adjudicator;
import com.pocketcombats.openskill.RatingModelConfig;
import com.pocketcombats.openskill.data.PlayerResult;
import com.pocketcombats.openskill.data.RatingAdjustment;
import com.pocketcombats.openskill.data.SimplePlayerResult;
import com.pocketcombats.openskill.data.SimpleTeamResult;
import com.pocketcombats.openskill.data.TeamResult;
import com.pocketcombats.openskill.model.PlackettLuce;

/**
 * One game's update of the ratings, with OpenSkill's Plackett-Luce model (Weng and Lin, "A
 * Bayesian Approximation Method for Online Ranking", 2011, Algorithm 4), through
 * {@code com.pocketcombats:openskill}: any number of sides, a side's rating the sum of its
 * players', ties shared.
 *
 * <p>Skill drifts between games ({@code tau}, OpenSkill's default 25/300, added to a person's
 * variance before each game); a bot's does not, so its uncertainty only shrinks: the library's own
 * {@code tau} is set to 0 and the drift applied here, to people alone. A guest (people without a
 * name) plays with a newcomer's rating, and their update is dropped.
 */
public final class PlackettLuceRatings {
    /** Names the model and its settings; ratings kept under another name are recomputed from the archive. */
    public static final String MODEL = "openskill-plackett-luce/beta=25/6,tau=25/300,kappa=1e-4,places=standing";
    static final double TAU = 25.0 / 300;

    private final RatingModelConfig config = RatingModelConfig.builder().setBeta(25.0 / 6).setTau(0).setKappa(1e-4).build();
    private final Adjudicator<Integer> adjudicator = new Adjudicator<>(config, new PlackettLuce(config));

    /**
     * The ratings after the contest: for each rater who played in it, the new rating;
     * {@code ratings} holds the ratings before it (a rater not in it is a newcomer).
     */
    public Map<Rater, Rating> rate(Contest contest, Map<Rater, Rating> ratings) {
        // Each seat is a player of its own to the library, numbered in the contest, so a guest or
        // a rater who somehow sits twice stays apart.
        List<TeamResult<Integer>> teams = new ArrayList<>();
        List<Optional<Rater>> byNumber = new ArrayList<>();
        for (Contest.Side side : contest.sides()) {
            List<PlayerResult<Integer>> players = new ArrayList<>();
            double mu = 0;
            double variance = 0;
            for (Optional<Rater> rater : side.players()) {
                Rating before = rater.map(r -> ratings.getOrDefault(r, Rating.NEWCOMER)).orElse(Rating.NEWCOMER);
                double sigma = rater.isPresent() && rater.get().bot() ? before.sigma() : Math.hypot(before.sigma(), TAU);
                players.add(new SimplePlayerResult<>(byNumber.size(), before.mu(), sigma));
                byNumber.add(rater);
                mu += before.mu();
                variance += sigma * sigma;
            }
            teams.add(new SimpleTeamResult<>(mu, Math.sqrt(variance), side.place(), players));
        }
        Map<Rater, Rating> after = new HashMap<>();
        for (RatingAdjustment<Integer> adjustment : adjudicator.rate(teams)) {
            byNumber.get(adjustment.playerId()).ifPresent(rater -> after.put(rater, new Rating(adjustment.mu(), adjustment.sigma())));
        }
        return after;
    }
}
