package org.tabula.firmware.play;

import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

import org.tabula.firmware.loop.ConsoleClock;
import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.Decision;
import org.tabula.rules.GameState;
import org.tabula.rules.InformationSet;
import org.tabula.rules.SeededRandom;

/**
 * Lets bots think off the loop thread: what the bot's seat knows is taken on the loop (a copy,
 * so later moves do not leak in, and never the real state), the bot runs on {@code thinking}
 * within its iterations and its {@link ThinkingTime}, and its move comes back through
 * {@code toLoop} to be checked and played on the loop thread. What each move took goes to the
 * log as a {@link Thought}; the move alone goes to the game's journal.
 */
public final class BotRunner {
    /** What a failed bot answers: no move. */
    public static final int FAILED = Integer.MIN_VALUE;

    /**
     * One bot move, or one hint a person asked for, as the log tells it: the seat, the time from
     * the ask to the answer, the iterations of search made of those its budget allowed (none for a
     * bot that does not search), and whether it was a hint (thought about as a bot's move, never played).
     */
    public record Thought(int seat, long nanos, int iterations, int budgetIterations, boolean hint) {
        /** A bot's move. */
        public Thought(int seat, long nanos, int iterations, int budgetIterations) {
            this(seat, nanos, iterations, budgetIterations, false);
        }

        /** The line in the service's log (the system journal on the box). */
        public String logLine() {
            return String.format(hint ? "tabula: a hint for seat %d was ready after %d ms, %,d of %,d iterations"
                    : "tabula: the bot of seat %d moved after %d ms, %,d of %,d iterations", seat, nanos / 1_000_000, iterations, budgetIterations);
        }
    }

    private final Executor thinking;
    private final Consumer<Runnable> toLoop;
    private final ConsoleClock clock;
    private final ThinkingTime time;
    private final Consumer<Thought> log;
    /** Bots asked and not yet begun on {@code thinking}: they share what is left of their time. */
    private final AtomicInteger waiting = new AtomicInteger();

    /** Bots bound by their iterations alone, unlogged, so the same seed gives the same moves: tests and the stepped console. */
    public BotRunner(Executor thinking, Consumer<Runnable> toLoop) {
        this(thinking, toLoop, ConsoleClock.SYSTEM, ThinkingTime.UNLIMITED, thought -> { });
    }

    /**
     * @param clock the clock of the deadlines and of the times logged
     * @param time  how long a bot may think about a move, on top of its iterations
     * @param log   told of each move a bot made, on the thinking thread
     */
    public BotRunner(Executor thinking, Consumer<Runnable> toLoop, ConsoleClock clock, ThinkingTime time, Consumer<Thought> log) {
        this.thinking = thinking;
        this.toLoop = toLoop;
        this.clock = clock;
        this.time = time;
        this.log = log;
    }

    /** As the box runs its bots: the system clock, the box's deadline, each move in the service's log. */
    public static BotRunner atTheBox(Executor thinking, Consumer<Runnable> toLoop) {
        return new BotRunner(thinking, toLoop, ConsoleClock.SYSTEM, ThinkingTime.BOX, thought -> System.err.println(thought.logLine()));
    }

    /**
     * Call on the loop thread; {@code onLoop} gets the chosen move later, on the loop thread, or
     * {@link #FAILED} if the bot failed (it is then reported, and may be asked again).
     */
    public void think(Bot bot, Budget budget, GameState state, int seat, SeededRandom rng, IntConsumer onLoop) {
        think(bot, budget, state, seat, rng, onLoop, false);
    }

    /** {@link #think}, for a hint the seat's person asked for: logged as a hint, not as a move. */
    public void hint(Bot bot, Budget budget, GameState state, int seat, SeededRandom rng, IntConsumer onLoop) {
        think(bot, budget, state, seat, rng, onLoop, true);
    }

    private void think(Bot bot, Budget budget, GameState state, int seat, SeededRandom rng, IntConsumer onLoop, boolean hint) {
        InformationSet info = InformationSet.of(state, seat);
        long asked = clock.nanos();
        waiting.incrementAndGet();
        thinking.execute(() -> {
            int move;
            try {
                Decision decision = bot.decide(info, budget.withDeadline(time.deadline(clock, asked, waiting.getAndDecrement())), rng);
                log.accept(new Thought(seat, clock.nanos() - asked, decision.iterations(), budget.iterations(), hint));
                move = decision.move();
            } catch (RuntimeException e) {
                System.err.println("tabula: " + (hint ? "the hint for seat " : "the bot of seat ") + seat + " failed: " + e);
                move = FAILED;
            }
            int chosen = move;
            toLoop.accept(() -> onLoop.accept(chosen));
        });
    }
}
