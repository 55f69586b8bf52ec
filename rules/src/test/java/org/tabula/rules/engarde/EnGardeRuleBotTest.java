package org.tabula.rules.engarde;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tabula.rules.engarde.Bouts.game;
import static org.tabula.rules.engarde.Bouts.play;
import static org.tabula.rules.engarde.Bouts.position;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.rules.Budget;
import org.tabula.rules.GameState;
import org.tabula.rules.InformationSet;
import org.tabula.rules.SeededRandom;

/** The rule bot's rules of thumb, each on a position where it decides. */
class EnGardeRuleBotTest {
    private static final EnGardeGame ADVANCED = game(Map.of());

    private static String choice(GameState state, int seat) {
        int move = new EnGardeRuleBot().chooseMove(InformationSet.of(state, seat), Budget.iterations(1), new SeededRandom(3));
        return state.formatMove(seat, move);
    }

    @Test
    void itMakesAnAttackThatCannotBeParried() {
        // Three 4s at four squares: the other fencer can hold two 4s at most.
        assertEquals("!444", choice(position(ADVANCED, "44412", "44113", "5555", 10, 14, 0), 0));
    }

    @Test
    void itParriesWhenAttacked() {
        EnGardeState state = position(ADVANCED, "35111", "52222", "444433", 10, 18, 0);
        play(state, 0, "+3!5");
        assertEquals("=5", choice(state, 1));
    }

    @Test
    void itStaysOutOfReachOfCardsItCannotParry() {
        // Eleven squares apart, holding 1s and 2s only: an advance of 1 or 2 leaves 10 or 9, within an
        // advance-and-attack; it goes forward no further than it must, and never into direct reach.
        EnGardeState state = position(ADVANCED, "11222", "33445", "5555", 6, 17, 0);
        String move = choice(state, 0);
        assertEquals(true, move.startsWith("+") || move.startsWith("-"), move);
        int after = 11 - (move.startsWith("+") ? 1 : -1) * (move.charAt(1) - '0');
        assertEquals(true, after > 5, "within direct reach: " + move);
    }
}
