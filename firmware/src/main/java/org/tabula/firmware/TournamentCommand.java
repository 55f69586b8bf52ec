package org.tabula.firmware;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import org.tabula.rules.Budget;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.bots.BotKind;
import org.tabula.rules.bots.Bots;

/**
 * {@code tabula tournament GAME --bots A,B[,...] [--players N] [--games N] [--options JSON]
 * [--budget N|Nms] [--seed S]}: plays bot kinds against each other with the seats rotated and
 * prints each kind's win rate (draws shared) with its 95% Wilson interval and its move times.
 *
 * <p>{@code --bots} lists one kind per seat; a shorter list is filled up with its last kind, so
 * {@code ismcts,random} with 3 players is one ISMCTS against two random bots. {@code --budget}
 * is iterations per move for every kind, or a time per move such as {@code 100ms}; by default
 * each kind's own default (deterministic) budget.
 */
final class TournamentCommand {
    static final String USAGE = "usage: tabula tournament GAME --bots A,B[,...] [--players N] [--games N] [--options JSON] [--budget N|Nms] [--seed S]";

    private TournamentCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        Game game;
        List<BotKind> lineup;
        Function<BotKind, Budget> budget;
        int games;
        long seed;
        String budgetText;
        try {
            GameArguments arguments = GameArguments.parse(args, Set.of("--bots", "--games", "--budget", "--seed"));
            game = arguments.game();
            lineup = lineup(arguments.flag("--bots", ""), game);
            games = arguments.intFlag("--games", 100);
            if (games < 1) {
                throw new IllegalArgumentException("--games must be at least 1");
            }
            seed = arguments.intFlag("--seed", 1);
            budgetText = arguments.flag("--budget", "default");
            budget = budget(budgetText, game);
        } catch (IllegalArgumentException | GameConfigException e) {
            err.println("tabula tournament: " + e.getMessage() + "\n" + USAGE);
            return Command.USAGE;
        }
        out.printf("%s, %d players, options %s: %,d games, seed %d, budget %s, line-up %s rotated over the seats%n",
                game.kind().name(), game.players(), game.options(), games, seed, budgetText, lineup);
        int step = Math.max(1, games / 10);
        Tournament.Result result = new Tournament(game, lineup, budget).play(games, seed, done -> {
            if (done % step == 0 || done == games) {
                err.printf("  %,d of %,d games played%n", done, games);
            }
        });
        out.printf("%-11s %6s %8s %9s %17s %6s %9s %8s %8s%n", "bot", "seats", "wins", "win rate", "95% CI", "fair", "ms/move", "max ms", "max cpu");
        for (Map.Entry<BotKind, Tournament.Tally> entry : result.tallies().entrySet()) {
            Tournament.Tally tally = entry.getValue();
            WinRate rate = tally.winRate();
            out.printf("%-11s %6d %8.1f %8.1f%% [%5.1f%%, %5.1f%%] %5.1f%% %9.2f %8.1f %8.1f%n", entry.getKey().name(), tally.seats(),
                    tally.wins(), 100 * rate.rate(), 100 * rate.lower(), 100 * rate.upper(), 100.0 / game.players(),
                    tally.meanMillis(), tally.maxMillis(), tally.maxCpuMillis());
        }
        out.printf("%,d of %,d games had more than one winner: tied seats, or partners who win together (each of k winners counts 1/k of a win)%n",
                result.drawn(), result.games());
        out.printf("move times (wall clock; max cpu: this thread's processor time) leave out the first %d games, which warm up the JIT%n", game.players());
        return 0;
    }

    private static List<BotKind> lineup(String text, Game game) {
        if (text.isBlank()) {
            throw new IllegalArgumentException("--bots is required, e.g. --bots ismcts,random");
        }
        List<BotKind> kinds = new ArrayList<>();
        for (String name : text.split(",")) {
            BotKind kind = Bots.named(name.trim());
            String reason = kind.whyUnsupported(game);
            if (reason != null) {
                throw new GameConfigException(reason);
            }
            kinds.add(kind);
        }
        if (kinds.size() > game.players()) {
            throw new IllegalArgumentException("--bots lists " + kinds.size() + " bots for " + game.players() + " seats");
        }
        while (kinds.size() < game.players()) {
            kinds.add(kinds.get(kinds.size() - 1));
        }
        return kinds;
    }

    private static Function<BotKind, Budget> budget(String text, Game game) {
        if (text.equals("default")) {
            return kind -> kind.defaultBudget(game);
        }
        try {
            if (text.endsWith("ms")) {
                long nanos = Long.parseLong(text.substring(0, text.length() - 2)) * 1_000_000L;
                if (nanos <= 0) {
                    throw new NumberFormatException();
                }
                return kind -> {
                    long end = System.nanoTime() + nanos;
                    return new Budget(Integer.MAX_VALUE, () -> System.nanoTime() - end > 0);
                };
            }
            Budget fixed = Budget.iterations(Integer.parseInt(text));
            return kind -> fixed;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--budget must be a number of iterations such as 2000, or a time such as 100ms, not '" + text + "'");
        }
    }
}
