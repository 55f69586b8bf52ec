package org.tabula.rules.bots;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.sumo.Sumo;
import org.tabula.rules.sumo.SumoView;

class SumoSolverTest {
    static Game sumo(Map<String, Object> options) {
        return Sumo.KIND.create(2, Sumo.KIND.parseOptions(options));
    }

    /** Hands 1-3 on a 5-square ring (reach 2): small enough to count by hand. */
    private static final Game TINY = sumo(Map.of("hand", List.of(1, 2, 3), "ringSize", 5));

    @Test
    void theTinyGameHas23PositionsByHandAndByTheRules() {
        // Round 1: the start. Round 2: the standoffs 1v1, 2v2, 3v3 at 0, and 1v2, 1v3, 2v3 either
        // way, pushing 1, 2 and 2 squares: 9 positions. Round 3, one card each, without leaving
        // the ring: 1/1, 2/2, 3/3 at 0; 3/2 at -2 and -1, 2/3 at +2 and +1; 3/1 at -2, 1/3 at +2;
        // 2/1 at -1 and 0, 1/2 at +1 and 0: 13 positions.
        SumoSolver solver = SumoSolver.forGame(TINY);
        solver.solve(List.of(1, 2, 3), List.of(1, 2, 3), 0);
        assertEquals(1 + 9 + 13, solver.solvedPositions());
        assertEquals(23, positionsByTheRules(TINY));
    }

    @Test
    void theBaseGamesPositionCountMatchesTheRules() {
        SumoSolver solver = SumoSolver.forGame(sumo(Map.of()));
        solver.solve(List.of(1, 2, 3, 4, 5, 6), List.of(1, 2, 3, 4, 5, 6), 0);
        assertEquals(positionsByTheRules(sumo(Map.of())), solver.solvedPositions());
        assertEquals(4141, solver.solvedPositions());
    }

    /** The round-start positions the real rules reach from the start, found by playing every pair of cards. */
    private static int positionsByTheRules(Game game) {
        Set<SumoView> seen = new HashSet<>();
        Deque<GameState> open = new ArrayDeque<>(List.of(game.start(0)));
        while (!open.isEmpty()) {
            GameState state = open.pop();
            SumoView view = (SumoView) state.view(GameState.TABLE);
            if (!seen.add(new SumoView(-1, view.position(), view.reach(), 0, 0, view.hands(), List.of(), null, List.of(), false, List.of()))) {
                continue;
            }
            for (int east : state.legalMoves(0)) {
                for (int west : state.legalMoves(1)) {
                    GameState next = state.copy();
                    next.apply(0, east);
                    next.apply(1, west);
                    if (!next.isOver()) {
                        open.push(next);
                    }
                }
            }
        }
        return seen.size();
    }

    @Test
    void aPositionWorkedByHand() {
        // East holds 2,3, West 1,3, piece at -1 on the tiny ring. 2v1 pushes West 1 to 0, then 3v3: a draw (0).
        // 2v3 pushes East 2 to -3: out, East loses (-1). 3v1 pushes West 2 to +1, then 2v3 pushes East 2
        // to -1: East loses (-1). 3v3, then 2v1 pushes West 1 to 0: a draw (0). Matrix [[0,-1],[-1,0]]:
        // value -1/2, each seat mixing evenly.
        MatrixGame.Solution s = SumoSolver.forGame(TINY).solve(List.of(2, 3), List.of(1, 3), -1);
        assertEquals(-0.5, s.value(), 1e-12);
        assertArrayEquals(new double[] {0.5, 0.5}, s.rowStrategy(), 1e-12);
        assertArrayEquals(new double[] {0.5, 0.5}, s.columnStrategy(), 1e-12);
    }

    @Test
    void theBaseGameIsEvenAndItsFirstRoundMixesTwoFourAndSix() {
        MatrixGame.Solution s = SumoSolver.forGame(sumo(Map.of())).solve(List.of(1, 2, 3, 4, 5, 6), List.of(1, 2, 3, 4, 5, 6), 0);
        assertEquals(0, s.value(), 1e-12, "the seats are mirror images, so the value is 0");
        assertArrayEquals(s.rowStrategy(), s.columnStrategy(), 1e-9);
        assertArrayEquals(new double[] {0, 0.5019, 0, 0.0318, 0, 0.4663}, s.rowStrategy(), 1e-4);
    }

    @Test
    void theZeroCardGameIsEvenToo() {
        Game game = sumo(Map.of("zeroCard", true));
        List<Integer> hand = List.of(0, 1, 2, 3, 4, 5, 6);
        SumoSolver solver = SumoSolver.forGame(game);
        MatrixGame.Solution s = solver.solve(hand, hand, 0);
        assertEquals(0, s.value(), 1e-12);
        assertArrayEquals(s.rowStrategy(), s.columnStrategy(), 1e-9);
        assertArrayEquals(new double[] {0.3059, 0, 0.2942, 0.0441, 0, 0.3120, 0.0437}, s.rowStrategy(), 1e-4);
        assertEquals(24_195, solver.solvedPositions());
    }

    @Test
    void againstRandomPlayTheBestPossibleWinShareIs80PercentInTheBaseGameAnd69WithTheZero() {
        List<Integer> base = List.of(1, 2, 3, 4, 5, 6);
        SumoSolver solver = SumoSolver.forGame(sumo(Map.of()));
        assertEquals(0.2294, solver.expectedScore(base, base, 0, solver.equilibrium(), SumoSolver.UNIFORM), 1e-4);
        assertEquals(0.5958, solver.expectedScore(base, base, 0, null, SumoSolver.UNIFORM), 1e-4);
        List<Integer> zero = List.of(0, 1, 2, 3, 4, 5, 6);
        SumoSolver zeroSolver = SumoSolver.forGame(sumo(Map.of("zeroCard", true)));
        assertEquals(0.0960, zeroSolver.expectedScore(zero, zero, 0, zeroSolver.equilibrium(), SumoSolver.UNIFORM), 1e-4);
        assertEquals(0.3784, zeroSolver.expectedScore(zero, zero, 0, null, SumoSolver.UNIFORM), 1e-4);
    }

    @Test
    void gamesOutOfReachAreRefusedWithAReason() {
        assertNull(SumoSolver.whyUnsolvable("sumo-exact", sumo(Map.of("hand", List.of(1, 2, 3, 4, 5, 5, 6), "zeroCard", true))));
        String reason = SumoSolver.whyUnsolvable("sumo-exact", sumo(Map.of("hand", List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14)))).sentence();
        assertTrue(reason.startsWith("sumo-exact solves games of at most 2,000,000 positions; this hand and ring make "), reason);
        assertEquals("sumo-exact plays only sumo, not takeaway", SumoSolver.whyUnsolvable("sumo-exact", new TakeAway(5)).sentence());
    }
}
