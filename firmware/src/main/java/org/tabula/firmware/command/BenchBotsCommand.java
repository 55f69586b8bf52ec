package org.tabula.firmware.command;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

import org.tabula.firmware.loop.ConsoleClock;
import org.tabula.firmware.play.BotRunner;
import org.tabula.firmware.play.ThinkingTime;
import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameState;
import org.tabula.rules.InformationSet;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;
import org.tabula.rules.bots.BotKind;
import org.tabula.rules.bots.Bots;
import org.tabula.rules.bots.Hints;

/**
 * {@code tabula bench-bots GAME [--players N] [--options JSON] [--warm-up N] [--games N]
 * [--moves N] [--seed S] [--asks bots|hints]}: how long a family waits for the box's bots, or with
 * {@code --asks hints} for a hint: each move of every seat is then the hint the box gives it (asked
 * one seat at a time, as a person asks, the why worked out on the loop thread as at the box). Every seat is an ISMCTS
 * bot with its default budget, run as the console runs it (a {@link BotRunner} with the box's
 * {@link ThinkingTime} on a thread of its own, the move handed back to this thread as to the
 * loop); a move's time runs from the ask to the move's arrival on this thread. The first game is timed cold, as the
 * first game after a boot (run the command in a fresh JVM), then {@code --warm-up} games are
 * played untimed and {@code --games} more timed warm. {@code --moves} ends each game early, to
 * keep a slow machine's run short. Run it under a CPU quota to see a Pi's waits
 * (docs/performance.md, "Bots on a Pi").
 */
public final class BenchBotsCommand {
    static final String USAGE = "usage: tabula bench-bots GAME [--players N] [--options JSON] [--warm-up N] [--games N] [--moves N] [--seed S]"
            + " [--asks bots|hints]";
    /** A move not answered in this long means a bot that hangs, not a slow one. */
    private static final long ANSWER_TIMEOUT_SECONDS = 120;

    private BenchBotsCommand() {
    }

    /** The moves of one phase (cold or warm): how long each took from the ask to its arrival on the loop, and the iterations of those searched. */
    static final class Phase {
        private final List<BotRunner.Thought> thoughts = new ArrayList<>();
        private final List<Long> waits = new ArrayList<>();
        private int games;

        /** Told on the thinking thread. */
        synchronized void add(BotRunner.Thought thought) {
            thoughts.add(thought);
        }

        int games() {
            return games;
        }

        /** The times from each ask to the move's arrival on the loop, in nanoseconds. */
        List<Long> waits() {
            return List.copyOf(waits);
        }

        /** What the runner logged of each move, in the order the moves were made. */
        synchronized List<BotRunner.Thought> thoughts() {
            return List.copyOf(thoughts);
        }

        void waited(long nanos) {
            waits.add(nanos);
        }

        int moves() {
            return waits.size();
        }

        double meanMillis() {
            return waits.stream().mapToLong(Long::longValue).average().orElse(0) / 1e6;
        }

        double maxMillis() {
            return waits.stream().mapToLong(Long::longValue).max().orElse(0) / 1e6;
        }

        /** Moves with a choice (searched), by their iterations. */
        private synchronized IntStream searched() {
            return List.copyOf(thoughts).stream().mapToInt(BotRunner.Thought::iterations).filter(iterations -> iterations > 0);
        }

        double meanIterations() {
            return searched().average().orElse(0);
        }

        int leastIterations() {
            return searched().min().orElse(0);
        }

        /** Searched moves stopped by the deadline before their iterations were spent. */
        synchronized long stoppedByDeadline() {
            return thoughts.stream().filter(thought -> thought.iterations() > 0 && thought.iterations() < thought.budgetIterations()).count();
        }
    }

    /** What to play: the game, the warm-up games, the timed warm games, the moves a game at most, the seed. */
    private record Plan(Game game, int warmUp, int warmGames, int maxMoves, long seed, boolean hints) {
        /** @throws IllegalArgumentException or {@link GameConfigException} for a bad command line */
        static Plan parse(String[] args) {
            GameArguments arguments = GameArguments.parse(args, Set.of("--warm-up", "--games", "--moves", "--seed", "--asks"));
            String asks = arguments.flag("--asks", "bots");
            if (!asks.equals("bots") && !asks.equals("hints")) {
                throw new IllegalArgumentException("--asks is bots or hints, not '" + asks + "'");
            }
            Plan plan = new Plan(arguments.game(), arguments.intFlag("--warm-up", 5), arguments.intFlag("--games", 2),
                    arguments.intFlag("--moves", Tournament.MAX_MOVES), arguments.intFlag("--seed", 1), asks.equals("hints"));
            if (plan.warmUp() < 0 || plan.warmGames() < 0 || plan.maxMoves() < 1) {
                throw new IllegalArgumentException("--warm-up and --games must be at least 0, --moves at least 1");
            }
            return plan;
        }
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        Plan plan;
        try {
            plan = Plan.parse(args);
        } catch (IllegalArgumentException | GameConfigException e) {
            err.println("tabula bench-bots: " + e.getMessage() + "\n" + USAGE);
            return Command.USAGE;
        }
        Game game = plan.game();
        Budget budget = plan.hints() ? Hints.budget(game) : Bots.named("ismcts").defaultBudget(game);
        out.printf("%s, %d players, options %s: %s, %,d iterations and %s a move as at the box%n",
                game.kind().name(), game.players(), game.options(), plan.hints() ? "every seat's move a hint" : "ismcts in every seat",
                budget.iterations(), ThinkingTime.BOX);
        Figures figures;
        try {
            figures = measure(game, plan.hints(), plan.warmUp(), plan.warmGames(), plan.maxMoves(), plan.seed(),
                    played -> err.printf("  %d of %d games played%n", played, 1 + plan.warmUp() + plan.warmGames()));
        } catch (TimeoutException e) {
            err.println("tabula bench-bots: " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
        Phase cold = figures.cold();
        Phase warm = figures.warm();
        out.printf("the player made in %.1f ms (Sumo's hints: its game solved)%n", figures.madeNanos() / 1e6);
        out.printf("%-5s %6s %6s %9s %9s %12s %12s %14s%n", "", "games", "moves", "mean ms", "max ms", "iterations", "least", "at deadline");
        print(out, "cold", cold);
        print(out, "warm", warm);
        out.println("a move: from the ask to its arrival on the loop thread; iterations over the moves with a choice;"
                + " at deadline: moves the deadline stopped");
        return 0;
    }

    /** The first game's moves, those of the games after the warm-up, and the time the player took to make. */
    record Figures(Phase cold, Phase warm, long madeNanos) {
    }

    /**
     * Plays {@code 1 + warmUp + warmGames} games of ISMCTS in every seat, run as at the box, of
     * at most {@code maxMoves} moves each; {@code progress} hears the games played after each.
     *
     * @throws TimeoutException if a bot gives no move for two minutes
     */
    static Figures measure(Game game, boolean hints, int warmUp, int warmGames, int maxMoves, long seed, IntConsumer progress)
            throws InterruptedException, TimeoutException {
        BotKind kind = Bots.named("ismcts");
        Budget budget = hints ? Hints.budget(game) : kind.defaultBudget(game);
        Phase cold = new Phase();
        Phase warm = new Phase();
        Phase untimed = new Phase();
        SeededRandom seeds = new SeededRandom(seed);
        ExecutorService thinking = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "tabula-bots");
            thread.setDaemon(true);
            return thread;
        });
        long made;
        try {
            long making = System.nanoTime();
            Bot bot = hints ? Hints.bot(game) : kind.create(game);
            made = System.nanoTime() - making;
            for (int g = 0; g < 1 + warmUp + warmGames; g++) {
                Phase phase = g == 0 ? cold : g <= warmUp ? untimed : warm;
                play(game, bot, hints, budget, seeds.nextLong(), maxMoves, thinking, phase);
                phase.games++;
                progress.accept(g + 1);
            }
        } finally {
            thinking.shutdownNow();
        }
        return new Figures(cold, warm, made);
    }

    /** Runs the next answer handed to the loop. */
    private static void await(LinkedBlockingQueue<Runnable> toLoop) throws InterruptedException, TimeoutException {
        Runnable answer = toLoop.poll(ANSWER_TIMEOUT_SECONDS, TimeUnit.SECONDS);
        if (answer == null) {
            throw new TimeoutException("no move in " + ANSWER_TIMEOUT_SECONDS + " s");
        }
        answer.run();
    }

    private static void print(PrintStream out, String name, Phase phase) {
        out.printf("%-5s %6d %6d %9.1f %9.1f %,12.0f %,12d %14d%n", name, phase.games(), phase.moves(), phase.meanMillis(), phase.maxMillis(),
                phase.meanIterations(), phase.leastIterations(), phase.stoppedByDeadline());
    }

    /**
     * One game as the console plays it: every bot seat to move asked at once, each answer played
     * as it comes; for hints, one seat asked at a time, as a person asks, and each answer explained.
     */
    private static void play(Game game, Bot bot, boolean hints, Budget budget, long gameSeed, int maxMoves, ExecutorService thinking, Phase phase)
            throws InterruptedException, TimeoutException {
        LinkedBlockingQueue<Runnable> toLoop = new LinkedBlockingQueue<>();
        BotRunner runner = new BotRunner(thinking, toLoop::add, ConsoleClock.SYSTEM, ThinkingTime.BOX, phase::add);
        GameState state = game.start(gameSeed);
        int made = 0;
        while (!state.isOver() && made < maxMoves) {
            Seats movers = state.toMove();
            int[] answers = new int[game.players()];
            long asked = System.nanoTime();
            for (int seat = movers.first(); seat >= 0; seat = movers.next(seat)) {
                int answering = seat;
                GameState position = state;
                runner.think(bot, budget, state, seat, Bots.moveRandom(gameSeed, made), move -> {
                    answers[answering] = move;
                    if (hints && move != BotRunner.FAILED) {
                        // The why, worked out on the loop as the box does before it shows the hint.
                        Hints.explained(InformationSet.of(position, answering), move);
                    }
                });
                if (hints) {
                    await(toLoop);
                    phase.waited(System.nanoTime() - asked);
                    asked = System.nanoTime();
                }
            }
            for (int seat = movers.first(); seat >= 0 && !hints; seat = movers.next(seat)) {
                await(toLoop);
                phase.waited(System.nanoTime() - asked);
            }
            for (int seat = movers.first(); seat >= 0; seat = movers.next(seat)) {
                if (answers[seat] == BotRunner.FAILED) {
                    throw new IllegalStateException("the bot of seat " + seat + " failed");
                }
                state.apply(seat, answers[seat]);
                made++;
            }
        }
    }
}
