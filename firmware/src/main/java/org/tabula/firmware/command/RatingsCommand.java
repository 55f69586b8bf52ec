package org.tabula.firmware.command;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.tabula.firmware.archive.ArchiveReader;
import org.tabula.firmware.club.ClubTable;
import org.tabula.firmware.club.Rater;
import org.tabula.firmware.club.Ratings;
import org.tabula.rules.games.Games;

/**
 * {@code tabula ratings [--game G] [--recompute] [--state DIR]}: the club's table, per game (docs/playing.md,
 * "Ratings"): each rated player's games, wins and rating with its uncertainty, and head to head.
 * It shows the ratings the service keeps without changing them; {@code --recompute} rates every
 * archived game again from the first and saves the result.
 */
public final class RatingsCommand {
    static final String USAGE = "usage: tabula ratings [--game G] [--recompute] [--state DIR]";

    private RatingsCommand() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        Map<String, String> flags;
        try {
            flags = Flags.parse(args, Set.of("--game", "--state"), Set.of("--recompute"));
        } catch (IllegalArgumentException e) {
            err.println("tabula ratings: " + e.getMessage() + "\n" + USAGE);
            return Command.USAGE;
        }
        String game = flags.get("--game");
        if (game != null && Games.find(game).isEmpty()) {
            err.println("tabula ratings: there is no game '" + game + "' (the games: "
                    + String.join(", ", Games.all().stream().map(kind -> kind.name()).toList()) + ")");
            return Command.USAGE;
        }
        Path state = Path.of(flags.getOrDefault("--state", RunCommand.DEFAULT_STATE));
        Optional<ArchiveReader> snapshot = ArchiveSnapshot.read(state, "ratings", err);
        if (snapshot.isEmpty()) {
            return 1;
        }
        ArchiveReader archive = snapshot.get();
        Ratings ratings;
        try {
            if (flags.containsKey("--recompute")) {
                ratings = Ratings.load(state, archive, err);
                ratings.recompute(archive);
                out.println("recomputed from the " + archive.entries().size() + " games the archive keeps");
            } else {
                ratings = Ratings.read(state, archive, err);
            }
        } catch (IOException e) {
            err.println("tabula ratings: cannot save the ratings in " + state + ": " + e.getMessage());
            return 1;
        }
        ClubTable table = ClubTable.of(archive.entries(), ratings, game);
        if (table.games().isEmpty()) {
            out.println("no rated games yet: a game is rated once somebody named plays it");
            return 0;
        }
        print(table, out);
        return 0;
    }

    private static void print(ClubTable table, PrintStream out) {
        for (ClubTable.GameTable game : table.games()) {
            out.println(game.game());
            out.printf("  %3s  %-16s  %5s  %4s  %6s  %5s%n", "#", "PLAYER", "GAMES", "WON", "RATING", "+-");
            int place = 0;
            for (ClubTable.Row row : game.rows()) {
                out.printf(Locale.ROOT, "  %3d  %-16s  %5d  %4d  %6.2f  %5.2f%n", ++place, name(row.rater()), row.played(), row.won(),
                        row.rating().mu(), row.rating().sigma());
            }
            if (!game.headToHead().isEmpty()) {
                out.println("  head to head (games met, ahead-ahead):");
                for (ClubTable.HeadToHead pair : game.headToHead()) {
                    out.printf("    %s - %s: %d, %d-%d%n", name(pair.first()), name(pair.second()), pair.met(), pair.firstAhead(), pair.secondAhead());
                }
            }
        }
    }

    /** A person by name, a bot by its kind and "(bot)". */
    static String name(Rater rater) {
        return rater.bot() ? rater.name() + " (bot)" : rater.name();
    }
}
