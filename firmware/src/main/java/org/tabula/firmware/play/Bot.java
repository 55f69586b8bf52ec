package org.tabula.firmware.play;

import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;

/**
 * A computer player for one seat. It is handed a determinised copy of the game (hidden cards
 * redrawn from what its seat may see), never the real state, and may take its time: it runs
 * off the loop thread.
 */
@FunctionalInterface
public interface Bot {
    /** One of the seat's legal moves in {@code state}. */
    int choose(GameState state, int seat, SeededRandom rng);
}
