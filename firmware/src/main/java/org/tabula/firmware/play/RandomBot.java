package org.tabula.firmware.play;

import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;

/** Plays a uniformly random legal move: a seat filler and the yardstick for real bots. */
public final class RandomBot implements Bot {
    @Override
    public int choose(GameState state, int seat, SeededRandom rng) {
        int[] moves = state.legalMoves(seat);
        if (moves.length == 0) {
            throw new IllegalStateException("seat " + seat + " has no legal move");
        }
        return moves[rng.nextInt(moves.length)];
    }
}
