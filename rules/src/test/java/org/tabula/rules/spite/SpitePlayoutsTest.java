package org.tabula.rules.spite;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.tabula.rules.PlayoutPolicy;
import org.tabula.rules.SeededRandom;

/** The bots' play-outs of Spite and Malice: the most urgent kind of move first, and the estimate of a position. */
class SpitePlayoutsTest {
    /** How often, in 1,000 seeded choices, the play-out policy makes each move of the position. */
    private static Map<String, Integer> choices(SpiteState state) {
        PlayoutPolicy policy = state.game().playoutPolicy();
        int seat = state.current();
        int[] moves = state.legalMoves(seat);
        SeededRandom rng = new SeededRandom(1);
        Map<String, Integer> counts = new TreeMap<>();
        for (int i = 0; i < 1_000; i++) {
            counts.merge(state.formatMove(seat, moves[policy.choose(state, seat, moves, moves.length, rng)]), 1, Integer::sum);
        }
        return counts;
    }

    @Test
    void aPayOffCardGoesFirst() {
        SpiteState state = Table.twoPlayers()
                .payoff(0, "3S 9H").payoff(1, "2C 9D")
                .centre("AS 2D")
                .hand(0, "4D 7C KH QS JD")
                .start();
        Map<String, Integer> counts = choices(state);
        // Nine times in ten by urgency, and now and then at random.
        assertTrue(counts.get("P>C1") > 880, counts.toString());
    }

    @Test
    void aCentrePlayThatReadiesAnOpponentsPayOffCardWaitsBehindTheDiscards() {
        SpiteState state = Table.twoPlayers()
                .payoff(0, "KS").payoff(1, "3H")
                .centre("AS")
                .hand(0, "2H 9C 10D JD QS")
                .start();
        Map<String, Integer> counts = choices(state);
        // Only a random move (one in ten, among 18 moves) plays the 2 that would let the 3 go.
        assertTrue(counts.get("H2H>C1") < 20, counts.toString());
        assertTrue(counts.getOrDefault("end", 0) < 20, counts.toString());
        assertTrue(counts.keySet().stream().filter(move -> move.contains(">D")).mapToInt(counts::get).sum() > 950, counts.toString());
    }

    @Test
    void theSideWithFewerPayOffCardsLeftIsLikelierToWin() {
        SpiteState state = Table.twoPlayers().payoff(0, "KS 2C 3C").payoff(1, "QS 2D 3D 4D 5D 6D").start();
        double[] shares = state.game().playoutPolicy().estimate(state);
        assertEquals(1.0, shares[0] + shares[1], 1e-12);
        // Three cards fewer: e (2.7) times as likely.
        assertEquals(Math.E, shares[0] / shares[1], 1e-9);
    }

    @Test
    void partnersShareTheirSidesChances() {
        SpiteState state = Table.of(4).option("partnership", true)
                .payoff(0, "KS 2C").payoff(1, "QS 2D 3D").payoff(2, "JS").payoff(3, "10S 3H 4H")
                .start();
        double[] shares = state.game().playoutPolicy().estimate(state);
        assertEquals(shares[0], shares[2], 1e-12);
        assertEquals(shares[1], shares[3], 1e-12);
        assertTrue(shares[0] > shares[1], "3 cards left against 6");
        assertEquals(1.0, shares[0] + shares[1], 1e-12);
    }

    @Test
    void aFinishedPartnershipDealIsAWholeWinForBothPartners() {
        SpiteState state = Table.of(4).option("partnership", true)
                .payoff(0, "3S").payoff(1, "2C 9C").payoff(2, "AD 2D").payoff(3, "2H 9D")
                .hand(0, "7C 8C 9H 10S JD").hand(1, "6C 6D 6H 6S 7S").hand(2, "AC 2S 10C 10D 10H").hand(3, "JC JD JH JS QC")
                .start();
        Table.play(state, "2P>C+", "2P>C1", "P>C1");
        assertTrue(state.isOver());
        // Half a win each, as for two tied winners, would make winning look worse than nearly winning.
        assertArrayEquals(new double[] {1, 0, 1, 0}, state.game().playoutPolicy().estimate(state), 1e-12);
    }
}
