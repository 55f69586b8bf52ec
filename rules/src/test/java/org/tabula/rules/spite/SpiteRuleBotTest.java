package org.tabula.rules.spite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.InformationSet;
import org.tabula.rules.SeededRandom;

/** The Spite and Malice rule-based baseline's choices in positions worked by hand. */
class SpiteRuleBotTest {
    private static String choice(SpiteState state) {
        int seat = state.toMove().first();
        Bot bot = Spite.KIND.ruleBot().orElseThrow();
        return state.formatMove(seat, bot.chooseMove(InformationSet.of(state, seat), Budget.iterations(1), new SeededRandom(3)));
    }

    @Test
    void itBuildsTowardsItsPayoffCardAndThenPlaysIt() {
        SpiteState state = Table.twoPlayers().payoff(0, "5D 9S").payoff(1, "4H 8S").centre("AS 2S 3S")
                .hand(0, "4C KD 7H 8H 10C").hand(1, "6C 6D 7C 7D 8C").start();
        assertEquals("H4C>C1", choice(state));
        state.apply(0, state.parseMove(0, "H4C>C1"));
        assertEquals("P>C1", choice(state));
    }

    @Test
    void itWillNotLeaveAPileOneBelowTheOpponentsPayoffCardAndDiscardsHigh() {
        SpiteState state = Table.twoPlayers().payoff(0, "9C 9S").payoff(1, "5H 8S").centre("AS 2S 3S")
                .hand(0, "4C KD 7H 8H 10C").hand(1, "6C 6D 7C 7D 8C").start();
        assertEquals("HKD>D1", choice(state));
    }

    @Test
    void itBuildsDownOnADiscardPileAndKeepsItsJokers() {
        SpiteState state = Table.twoPlayers().payoff(0, "9C 9S").payoff(1, "5H 8S").centre("AS 2S 3S")
                .discards(0, "QD").hand(0, "* JH 7H 8H 10C").hand(1, "6C 6D 7C 7D 8C").start();
        assertEquals("HJH>D1", choice(state));
    }
}
