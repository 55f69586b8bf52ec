package org.tabula.firmware.command;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;

/**
 * {@code tabula tournament GAME --bots A,B[,...] [--players N] [--games N] [--options JSON]
 * [--budget B] [--seed S]}: plays bots against each other with the seats rotated and prints each
 * entrant's win rate (draws shared) with its 95% Wilson interval, its move times and iterations.
 *
 * <p>{@code --bots} lists one kind per seat; a shorter list is filled up with its last entry, so
 * {@code ismcts,random} with 3 players is one ISMCTS against two random bots. {@code --budget}
 * ({@link MoveBudget}) is every entry's budget a move; by default the box's, so that move times
 * are the box's; an entry may have its own after {@code @}, as {@code ismcts@default/80ms}.
 */
public final class TournamentCommand {
    static final String USAGE = "usage: tabula tournament GAME --bots A[@B],B[,...] [--players N] [--games N] [--options JSON]"
            + " [--budget box|N|Nms|N/Mms] [--seed S]";

    private TournamentCommand() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        Game game;
        List<Entrant> lineup;
        MoveBudget budget;
        int games;
        long seed;
        try {
            GameArguments arguments = GameArguments.parse(args, Set.of("--bots", "--games", "--budget", "--seed"));
            game = arguments.game();
            games = arguments.intFlag("--games", 100);
            if (games < 1) {
                throw new IllegalArgumentException("--games must be at least 1");
            }
            seed = arguments.intFlag("--seed", 1);
            budget = MoveBudget.parse(arguments.flag("--budget", MoveBudget.BOX.text()));
            lineup = lineup(arguments.flag("--bots", ""), budget, game);
        } catch (IllegalArgumentException | GameConfigException e) {
            err.println("tabula tournament: " + e.getMessage() + "\n" + USAGE);
            return Command.USAGE;
        }
        out.printf("%s, %d players, options %s: %,d games, seed %d, budget %s, line-up %s rotated over the seats%n",
                game.kind().name(), game.players(), game.options(), games, seed, budget, lineup);
        int step = Math.max(1, games / 10);
        Tournament.Result result = new Tournament(game, lineup).play(games, seed, done -> {
            if (done % step == 0 || done == games) {
                err.printf("  %,d of %,d games played%n", done, games);
            }
        });
        int width = Math.max(11, lineup.stream().mapToInt(entrant -> entrant.name().length() + 1).max().orElse(0));
        out.printf("%-" + width + "s %6s %8s %9s %17s %6s %9s %8s %8s %10s%n",
                "bot", "seats", "wins", "win rate", "95% CI", "fair", "ms/move", "max ms", "max cpu", "iter/move");
        for (Map.Entry<Entrant, Tournament.Tally> entry : result.tallies().entrySet()) {
            Tournament.Tally tally = entry.getValue();
            WinRate rate = tally.winRate();
            out.printf("%-" + width + "s %6d %8.1f %8.1f%% [%5.1f%%, %5.1f%%] %5.1f%% %9.2f %8.1f %8.1f %,10.0f%n", entry.getKey().name(),
                    tally.seats(), tally.wins(), 100 * rate.rate(), 100 * rate.lower(), 100 * rate.upper(), 100.0 / game.players(),
                    tally.meanMillis(), tally.maxMillis(), tally.maxCpuMillis(), tally.meanIterations());
        }
        out.printf("%,d of %,d games had more than one winner: tied seats, or partners who win together (each of k winners counts 1/k of a win)%n",
                result.drawn(), result.games());
        out.printf("move times (wall clock; max cpu: this thread's processor time) and iterations leave out the first %d games,"
                + " which warm up the JIT%n", game.players());
        return 0;
    }

    private static List<Entrant> lineup(String text, MoveBudget budget, Game game) {
        if (text.isBlank()) {
            throw new IllegalArgumentException("--bots is required, e.g. --bots ismcts,random");
        }
        List<Entrant> entrants = new ArrayList<>();
        for (String entry : text.split(",")) {
            entrants.add(Entrant.parse(entry.trim(), budget, game));
        }
        if (entrants.size() > game.players()) {
            throw new IllegalArgumentException("--bots lists " + entrants.size() + " bots for " + game.players() + " seats");
        }
        while (entrants.size() < game.players()) {
            entrants.add(entrants.get(entrants.size() - 1));
        }
        return entrants;
    }
}
