package org.tabula.rules.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.InformationSet;
import org.tabula.rules.sumo.SumoView;

class SumoAdaptiveBotTest {
    private static final Game SUMO = SumoSolverTest.sumo(Map.of());

    static List<Map<String, Object>> variants() {
        return SumoBestResponseTest.variants();
    }

    /** A whole game, the adaptive bot in {@code seat}; its score (+1 win, 0 draw, -1 loss). */
    private static int play(Game game, int seat, String opponentKind, long seed) {
        Bot adaptive = Bots.named("sumo-adaptive").create(game);
        Bot opponent = Bots.named(opponentKind).create(game);
        GameState state = game.start(seed);
        int moves = 0;
        while (!state.isOver()) {
            for (int s = 0; s < 2; s++) {
                Bot bot = s == seat ? adaptive : opponent;
                state.apply(s, bot.chooseMove(InformationSet.of(state, s), Budget.iterations(1), Bots.moveRandom(seed, moves++)));
            }
        }
        return state.scores()[seat];
    }

    @ParameterizedTest
    @MethodSource("variants")
    void onceTheRuleOfThumbIsRecognisedEveryGameIsWon(Map<String, Object> options) {
        Game game = SumoSolverTest.sumo(options);
        for (int seat = 0; seat < 2; seat++) {
            for (long seed = 0; seed < 20; seed++) {
                assertEquals(1, play(game, seat, "rules", seed), "seat " + seat + ", seed " + seed);
            }
        }
    }

    @Test
    void theRuleOfThumbLosesEveryGameToItsBestResponse() {
        List<Integer> hand = List.of(1, 2, 3, 4, 5, 6);
        SumoSolver solver = SumoSolver.forGame(SUMO);
        SumoSolver.Policy ruleOfThumb = SumoAdaptiveBot.ruleOfThumb(8);
        assertEquals(1.0, solver.expectedScore(hand, hand, 0, null, ruleOfThumb), 1e-12);
        assertEquals(-1.0, solver.expectedScore(hand, hand, 0, ruleOfThumb, null), 1e-12);
        // Whereas the equilibrium only holds its own against it.
        assertTrue(solver.expectedScore(hand, hand, 0, solver.equilibrium(), ruleOfThumb) < 0.1);
    }

    /** The bot's belief in (equilibrium, random, rule of thumb) after these rounds, it in seat 0. */
    private static double[] beliefAfter(int[]... rounds) {
        GameState state = SUMO.start(0);
        for (int[] round : rounds) {
            state.apply(0, round[0]);
            state.apply(1, round[1]);
        }
        SumoAdaptiveBot bot = (SumoAdaptiveBot) Bots.named("sumo-adaptive").create(SUMO);
        return bot.belief((SumoView) state.view(0), 0);
    }

    @Test
    void itsBeliefFollowsTheRevealedCards() {
        assertEquals(List.of(0.5, 0.25, 0.25), box(beliefAfter()));
        // The rule of thumb opens with the 6 (SumoRuleBotTest): seeing it makes that model the likeliest.
        double[] afterSix = beliefAfter(new int[] {6, 6});
        assertTrue(afterSix[2] > afterSix[0] && afterSix[2] > afterSix[1], box(afterSix).toString());
        // A 1 is what neither the rule of thumb nor the equilibrium opens with: random play is likeliest.
        double[] afterOne = beliefAfter(new int[] {6, 1});
        assertTrue(afterOne[1] > afterOne[0] && afterOne[1] > afterOne[2], box(afterOne).toString());
        assertEquals(1.0, afterOne[0] + afterOne[1] + afterOne[2], 1e-12);
    }

    private static List<Double> box(double[] values) {
        return Arrays.stream(values).boxed().toList();
    }
}
