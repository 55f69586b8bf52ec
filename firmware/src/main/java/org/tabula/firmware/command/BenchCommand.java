package org.tabula.firmware.command;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.LinkedHashMap;
import java.util.Map;


import org.tabula.firmware.json.Json;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.RandomPlayout;
import org.tabula.rules.SeededRandom;

/**
 * {@code tabula bench GAME}: random-playout throughput of whole games (setup included) on the
 * calling thread, through {@link RandomPlayout}, the loop the bots use. Warms up first, then
 * reports the median of several timed rounds, per wall-clock second and per second of the
 * thread's CPU time: on a shared machine the second is the one that does not drop while other
 * processes take the cores.
 */
public final class BenchCommand {
    private static final int ROUNDS = 5;

    private BenchCommand() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || args.length % 2 == 0) {
            err.println("usage: tabula bench GAME [--players N] [--options JSON] [--seconds S]");
            return Command.USAGE;
        }
        Map<String, String> flags = new LinkedHashMap<>();
        for (int i = 1; i < args.length; i += 2) {
            flags.put(args[i], args[i + 1]);
        }
        try {
            GameKind kind = ConsoleGames.named(args[0]).kind();
            int players = Integer.parseInt(flags.getOrDefault("--players", Integer.toString(kind.minPlayers())));
            double seconds = Double.parseDouble(flags.getOrDefault("--seconds", "2"));
            Map<String, Object> rawOptions = Json.plainObject(flags.getOrDefault("--options", "{}"), "--options");
            flags.keySet().removeAll(java.util.Set.of("--players", "--seconds", "--options"));
            if (!flags.isEmpty()) {
                err.println("tabula bench: unknown flag " + flags.keySet().iterator().next());
                return Command.USAGE;
            }
            Game game = kind.create(players, kind.parseOptions(rawOptions));
            out.printf("%s, %d players, options %s: warming up...%n", kind.name(), players, game.options());
            measure(game, seconds);
            double[] wall = new double[ROUNDS];
            double[] cpu = new double[ROUNDS];
            for (int r = 0; r < ROUNDS; r++) {
                double[] rates = measure(game, seconds);
                wall[r] = rates[0];
                cpu[r] = rates[1];
                out.printf("  round %d: %,.0f games/s, %,.0f per CPU second%n", r + 1, wall[r], cpu[r]);
            }
            java.util.Arrays.sort(wall);
            java.util.Arrays.sort(cpu);
            out.printf("%s: %,.0f games/s, %,.0f per CPU second (medians of %d rounds of %.1f s, one thread)%n",
                    kind.name(), wall[ROUNDS / 2], cpu[ROUNDS / 2], ROUNDS, seconds);
            return 0;
        } catch (GameConfigException | IllegalArgumentException e) {
            err.println("tabula bench: " + e.getMessage());
            return Command.USAGE;
        }
    }

    /** Games per wall-clock second and per second of this thread's CPU time, over about {@code seconds}. */
    private static double[] measure(Game game, double seconds) {
        RandomPlayout playout = new RandomPlayout(game);
        SeededRandom rng = new SeededRandom(42);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long games = 0;
        long moves = 0;
        long cpuStart = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        long deadline = start + (long) (seconds * 1e9);
        long now;
        do {
            for (int i = 0; i < 1000; i++) {
                GameState state = game.start(rng.nextLong());
                moves += playout.play(state, rng, Integer.MAX_VALUE);
            }
            games += 1000;
            now = System.nanoTime();
        } while (now < deadline);
        if (moves < games) {
            throw new IllegalStateException("games with no moves cannot be timed");
        }
        long cpu = threads.getCurrentThreadCpuTime() - cpuStart;
        return new double[] {games / ((now - start) / 1e9), games / (cpu / 1e9)};
    }
}
