package org.tabula.rules.bots;

import java.util.Map;

import org.tabula.rules.Game;

/**
 * ISMCTS's default iterations per game, measured so that the slowest move of a game at its
 * largest player count stays within 100 ms on the console's machine (docs/bots.md has the
 * tournament figures and their commands). Deterministic, unlike a time limit.
 */
final class IsmctsBudgets {
    private static final Map<String, Integer> ITERATIONS = Map.of(
            "sumo", 20_000,
            "spartacus", 15_000,
            "senator", 10_000,
            "wheel", 20_000,
            // Each iteration plays 20 moves by the game's play-out policy and estimates the rest.
            "spite", 5_000);

    private IsmctsBudgets() {
    }

    static int defaultIterations(Game game) {
        Integer iterations = ITERATIONS.get(game.kind().name());
        if (iterations == null) {
            throw new IllegalStateException("no ISMCTS budget has been measured for " + game.kind().name());
        }
        return iterations;
    }
}
