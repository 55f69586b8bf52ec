package org.tabula.firmware.play;

import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.GameState;
import org.tabula.rules.InformationSet;
import org.tabula.rules.SeededRandom;

/**
 * Lets bots think off the loop thread: what the bot's seat knows is taken on the loop (a copy,
 * so later moves do not leak in, and never the real state), the bot runs on {@code thinking},
 * and its move comes back through {@code toLoop} to be checked and played on the loop thread.
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
    public void think(Bot bot, Budget budget, GameState state, int seat, SeededRandom rng, IntConsumer onLoop) {
        InformationSet info = InformationSet.of(state, seat);
        thinking.execute(() -> {
            int move;
            try {
                move = bot.chooseMove(info, budget, rng);
            } catch (RuntimeException e) {
                System.err.println("tabula: the bot of seat " + seat + " failed: " + e);
                move = FAILED;
            }
            int chosen = move;
            toLoop.accept(() -> onLoop.accept(chosen));
        });
    }
}
