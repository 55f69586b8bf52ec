package org.tabula.firmware.play;

import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;

/**
 * Lets bots think off the loop thread: the determinised copy is made on the loop, the bot runs
 * on {@code thinking}, and its move comes back through {@code toLoop} to be checked and played
 * on the loop thread.
 */
public final class BotRunner {
    /** What a failed bot answers: no move. */
    public static final int FAILED = Integer.MIN_VALUE;

    private final Executor thinking;
    private final Consumer<Runnable> toLoop;

    public BotRunner(Executor thinking, Consumer<Runnable> toLoop) {
        this.thinking = thinking;
        this.toLoop = toLoop;
    }

    /**
     * Call on the loop thread; {@code onLoop} gets the chosen move later, on the loop thread, or
     * {@link #FAILED} if the bot failed (it is then reported, and may be asked again).
     */
    public void think(Bot bot, GameState state, int seat, long seed, IntConsumer onLoop) {
        SeededRandom rng = new SeededRandom(seed);
        GameState seen = state.determinize(seat, rng);
        thinking.execute(() -> {
            int move;
            try {
                move = bot.choose(seen, seat, rng);
            } catch (RuntimeException e) {
                System.err.println("tabula: the bot of seat " + seat + " failed: " + e);
                move = FAILED;
            }
            int chosen = move;
            toLoop.accept(() -> onLoop.accept(chosen));
        });
    }
}
