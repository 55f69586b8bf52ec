package org.tabula.firmware.club;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

/**
 * The ratings against Weng and Lin's Plackett-Luce update (2011, Algorithm 4), worked here from
 * the paper's formulas without the library: c, C_q, A_q, Omega, Delta with gamma = sigma_i / c,
 * kappa = 1e-4, beta = 25/6, and a person's variance grown by tau^2 = (25/300)^2 before the game.
 */
class PlackettLuceRatingsTest {
    private static final double BETA = 25.0 / 6;
    private static final double KAPPA = 1e-4;
    private static final double TAU = 25.0 / 300;
    private static final double EPSILON = 1e-9;

    private static Rater person(String name) {
        return Rater.person(name);
    }

    private static Contest contest(List<List<Rater>> sides, List<Integer> places) {
        List<Contest.Side> list = new ArrayList<>();
        for (int i = 0; i < sides.size(); i++) {
            list.add(new Contest.Side(places.get(i), sides.get(i).stream().map(Optional::of).toList()));
        }
        return new Contest(1, "spite", list);
    }

    /** Algorithm 4 of the paper, for sides of raters with places (1 best), straight from its formulas. */
    private static Map<Rater, Rating> paper(List<List<Rater>> sides, List<Integer> places, Map<Rater, Rating> before) {
        int k = sides.size();
        double[][] mu = new double[k][];
        double[][] var = new double[k][];
        double[] teamMu = new double[k];
        double[] teamVar = new double[k];
        for (int i = 0; i < k; i++) {
            mu[i] = new double[sides.get(i).size()];
            var[i] = new double[sides.get(i).size()];
            for (int j = 0; j < sides.get(i).size(); j++) {
                Rater rater = sides.get(i).get(j);
                Rating rating = before.getOrDefault(rater, Rating.NEWCOMER);
                mu[i][j] = rating.mu();
                var[i][j] = rating.sigma() * rating.sigma() + (rater.bot() ? 0 : TAU * TAU);
                teamMu[i] += mu[i][j];
                teamVar[i] += var[i][j];
            }
        }
        double c = 0;
        for (int i = 0; i < k; i++) {
            c += teamVar[i] + BETA * BETA;
        }
        c = Math.sqrt(c);
        double[] sumQ = new double[k];
        int[] a = new int[k];
        for (int q = 0; q < k; q++) {
            for (int s = 0; s < k; s++) {
                if (places.get(s) >= places.get(q)) {
                    sumQ[q] += Math.exp(teamMu[s] / c);
                }
                if (places.get(s).equals(places.get(q))) {
                    a[q]++;
                }
            }
        }
        Map<Rater, Rating> after = new HashMap<>();
        for (int i = 0; i < k; i++) {
            double omega = 0;
            double delta = 0;
            double own = Math.exp(teamMu[i] / c);
            for (int q = 0; q < k; q++) {
                if (places.get(q) <= places.get(i)) {
                    double p = own / sumQ[q];
                    omega += ((q == i ? 1 : 0) - p) / a[q];
                    delta += p * (1 - p) / a[q];
                }
            }
            omega *= teamVar[i] / c;
            delta *= Math.sqrt(teamVar[i]) / c * teamVar[i] / (c * c);
            for (int j = 0; j < sides.get(i).size(); j++) {
                double share = var[i][j] / teamVar[i];
                after.put(sides.get(i).get(j), new Rating(mu[i][j] + share * omega,
                        Math.sqrt(var[i][j] * Math.max(1 - share * delta, KAPPA))));
            }
        }
        return after;
    }

    private static void assertRatings(Map<Rater, Rating> expected, Map<Rater, Rating> actual) {
        assertEquals(expected.keySet(), actual.keySet());
        expected.forEach((rater, rating) -> {
            assertEquals(rating.mu(), actual.get(rater).mu(), EPSILON, rater + " mu");
            assertEquals(rating.sigma(), actual.get(rater).sigma(), EPSILON, rater + " sigma");
        });
    }

    @Test
    void threeNewcomersFinishingInOrderMoveAsThePaperSays() {
        Rater aki = person("Aki");
        Rater ben = person("Ben");
        Rater cho = person("Cho");
        // Worked by hand: equal mu, so each side's share of the exponentials is 1/3, 1/2, 1 of what is left.
        double variance = Math.pow(25.0 / 3, 2) + TAU * TAU;
        double c = Math.sqrt(3 * (variance + BETA * BETA));
        double gamma = Math.sqrt(variance) / c;
        Map<Rater, Rating> expected = Map.of(
                aki, new Rating(25 + variance / c * (2.0 / 3), Math.sqrt(variance * (1 - gamma * variance / (c * c) * (2.0 / 9)))),
                ben, new Rating(25 + variance / c * (1.0 / 6), Math.sqrt(variance * (1 - gamma * variance / (c * c) * (17.0 / 36)))),
                cho, new Rating(25 - variance / c * (5.0 / 6), Math.sqrt(variance * (1 - gamma * variance / (c * c) * (17.0 / 36)))));
        List<List<Rater>> sides = List.of(List.of(aki), List.of(ben), List.of(cho));
        Map<Rater, Rating> rated = new PlackettLuceRatings().rate(contest(sides, List.of(1, 2, 3)), Map.of());
        assertRatings(expected, rated);
        assertRatings(paper(sides, List.of(1, 2, 3), Map.of()), rated);
        // variance 69.4514, c = sqrt(3 (69.4514 + 17.3611)) = 16.1381: the winner gains 69.4514 / 16.1381 * 2/3 = 2.869.
        assertEquals(27.869, rated.get(aki).mu(), 0.001, "the winner's rating, by hand");
    }

    @Test
    void partnersShareTheirSidesUpdateByTheirShareOfItsVarianceAndBotsDoNotDrift() {
        Rater aki = person("Aki");
        Rater ben = person("Ben");
        Rater bot = Rater.botOf("ismcts");
        Rater cho = person("Cho");
        Map<Rater, Rating> before = Map.of(aki, new Rating(28, 4), ben, new Rating(22, 7), bot, new Rating(30, 2), cho, new Rating(25, 8.333));
        List<List<Rater>> sides = List.of(List.of(aki, ben), List.of(bot, cho));
        Map<Rater, Rating> rated = new PlackettLuceRatings().rate(contest(sides, List.of(2, 1)), before);
        assertRatings(paper(sides, List.of(2, 1), before), rated);
        assertTrue(rated.get(bot).sigma() < 2, "a bot's uncertainty only shrinks: " + rated.get(bot));
        assertTrue(rated.get(ben).mu() - 22 < rated.get(aki).mu() - 28, "the surer partner moves less");
    }

    @Test
    void winnersTiedAheadOfTheRestAsThePaperCountsTies() {
        List<Rater> raters = List.of(person("Aki"), person("Ben"), person("Cho"), person("Dai"), Rater.botOf("rule"));
        Map<Rater, Rating> before = Map.of(raters.get(0), new Rating(31, 3), raters.get(4), new Rating(20, 1.5));
        List<List<Rater>> sides = raters.stream().map(List::of).toList();
        List<Integer> places = List.of(1, 2, 1, 2, 2);
        assertRatings(paper(sides, places, before), new PlackettLuceRatings().rate(contest(sides, places), before));
    }

    @Test
    void aGuestPlaysAsANewcomerAndIsNotKept() {
        Rater aki = person("Aki");
        Contest withGuest = new Contest(1, "sumo", List.of(new Contest.Side(1, List.of(Optional.of(aki))),
                new Contest.Side(2, List.of(Optional.empty()))));
        Map<Rater, Rating> rated = new PlackettLuceRatings().rate(withGuest, Map.of());
        assertEquals(List.of(aki), List.copyOf(rated.keySet()));
        Rater guest = person("guest");
        assertRatings(Map.of(aki, paper(List.of(List.of(aki), List.of(guest)), List.of(1, 2), Map.of()).get(aki)), rated);
    }
}
