package org.tabula.rules.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.InformationSet;
import org.tabula.rules.sumo.SumoView;

/**
 * The best response to a bot's strategy, computed through the real rules (SumoState), not the
 * solver's own arithmetic: the most an opponent who knows the strategy can expect. Against
 * sumo-exact that must be the game's value (0); against random play it is far more.
 */
class SumoBestResponseTest {
    static List<Map<String, Object>> variants() {
        return List.of(Map.of(), Map.of("zeroCard", true), Map.of("hand", List.of(1, 2, 3, 5, 5, 6), "ringSize", 13));
    }

    /** The probabilities a bot plays each of the seat's legal moves with. */
    private static BiFunction<GameState, Integer, double[]> exact(Game game) {
        SumoExactBot bot = (SumoExactBot) Bots.named("sumo-exact").create(game);
        return (state, seat) -> bot.strategy(InformationSet.of(state, seat));
    }

    private static double[] uniform(GameState state, int seat) {
        double[] p = new double[state.legalMoves(seat).length];
        Arrays.fill(p, 1.0 / p.length);
        return p;
    }

    /**
     * The responder's best expected score (+1 win, -1 loss) at a round's start, the bot choosing
     * by {@code strategy}; memoised on what both seats know (hands and position).
     */
    private static double bestResponse(GameState state, int botSeat, BiFunction<GameState, Integer, double[]> strategy, Map<List<Object>, Double> known) {
        SumoView view = (SumoView) state.view(GameState.TABLE);
        List<Object> position = List.of(view.hands(), view.position());
        Double value = known.get(position);
        if (value != null) {
            return value;
        }
        int responder = 1 - botSeat;
        int[] botMoves = state.legalMoves(botSeat);
        double[] p = strategy.apply(state, botSeat);
        double best = Double.NEGATIVE_INFINITY;
        for (int mine : state.legalMoves(responder)) {
            double expected = 0;
            for (int i = 0; i < botMoves.length; i++) {
                if (p[i] == 0) {
                    continue;
                }
                GameState next = state.copy();
                next.apply(responder, mine);
                next.apply(botSeat, botMoves[i]);
                expected += p[i] * (next.isOver() ? next.scores()[responder] : bestResponse(next, botSeat, strategy, known));
            }
            best = Math.max(best, expected);
        }
        known.put(position, best);
        return best;
    }

    @ParameterizedTest
    @MethodSource("variants")
    void aBestResponseToSumoExactGainsNothing(Map<String, Object> options) {
        Game game = SumoSolverTest.sumo(options);
        SumoView start = (SumoView) game.start(0).view(GameState.TABLE);
        double value = SumoSolver.forGame(game).solve(start.hands().get(0), start.hands().get(1), 0).value();
        BiFunction<GameState, Integer, double[]> strategy = exact(game);
        // Against the bot in seat 1, seat 0 can get at most the value; against it in seat 0, seat 1 at most -value.
        assertEquals(value, bestResponse(game.start(0), 1, strategy, new HashMap<>()), 1e-9, "responding as seat 0");
        assertEquals(-value, bestResponse(game.start(0), 0, strategy, new HashMap<>()), 1e-9, "responding as seat 1");
    }

    @ParameterizedTest
    @MethodSource("variants")
    void theSameTestFindsRandomPlayExploitable(Map<String, Object> options) {
        Game game = SumoSolverTest.sumo(options);
        SumoView start = (SumoView) game.start(0).view(GameState.TABLE);
        double gain = bestResponse(game.start(0), 1, SumoBestResponseTest::uniform, new HashMap<>());
        assertTrue(gain > 0.3, "random play should be exploitable, but the best response gains only " + gain);
        // And the solver's own reckoning of the same best response agrees with the rules'.
        assertEquals(SumoSolver.forGame(game).expectedScore(start.hands().get(0), start.hands().get(1), 0, null, SumoSolver.UNIFORM), gain, 1e-9);
    }
}
