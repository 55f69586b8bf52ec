package org.tabula.rules.sumo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.InformationSet;
import org.tabula.rules.SeededRandom;

class SumoRuleBotTest {
    private final Game sumo = Sumo.KIND.create(2, Sumo.KIND.parseOptions(Map.of()));
    private final Bot bot = Sumo.KIND.ruleBot().orElseThrow();

    private int choice(GameState state, int seat) {
        return bot.chooseMove(InformationSet.of(state, seat), Budget.iterations(1), new SeededRandom(0));
    }

    @Test
    void opensWithTheSixWhichGainsMostAgainstEveryCard() {
        // 6 pushes out a 3 (a whole ring's worth) and pushes 5, 8, 8 and 5 squares against 1, 2, 4, 5.
        assertEquals(6, choice(sumo.start(0), 0));
        assertEquals(6, choice(sumo.start(0), 1));
    }

    @Test
    void keepsClearOfBeingPushedOut() {
        GameState state = sumo.start(0);
        // 1v3 pushes seat 0 two squares (-2); 3v5 six more (-8), at its very edge.
        for (int[] round : new int[][] {{1, 3}, {3, 5}}) {
            state.apply(0, round[0]);
            state.apply(1, round[1]);
        }
        // Seat 0 holds 2, 4, 5, 6 against 1, 2, 4, 6. Any card that loses pushes it out, so the 6 -
        // which loses to nothing - is the only safe card.
        assertEquals(6, choice(state, 0));
    }
}
