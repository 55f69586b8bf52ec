package org.tabula.firmware.command;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.tabula.firmware.archive.Archive;
import org.tabula.firmware.archive.ArchiveEntry;
import org.tabula.firmware.club.Club;
import org.tabula.firmware.club.Ratings;
import org.tabula.firmware.club.Roster;
import org.tabula.firmware.club.RosterRefusal;
import org.tabula.firmware.web.ArchivedGames;
import org.tabula.firmware.web.LivePage;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameKind;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.games.Games;

/**
 * {@code tabula bench-club [--games N] [--people N] [--rounds N] [--state DIR]}: the club's table
 * as the page serves it, for a club of {@code --people} named players (and bots) with
 * {@code --games} archived games of every game the rules register: the time to recompute every rating from the archive, and the
 * time from asking {@code /club/table} of the page's own server (over loopback) to its whole
 * answer, median and slowest of the rounds after a warm-up. The state folder (a new one in the
 * temporary folder unless given) keeps the roster, the archive and the ratings, for a
 * {@code tabula run --state DIR} to measure the service's memory with them.
 */
public final class BenchClubCommand {
    static final String USAGE = "usage: tabula bench-club [--games N] [--people N] [--rounds N] [--state DIR]";

    private BenchClubCommand() {
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        Map<String, String> flags;
        int games;
        int people;
        int rounds;
        try {
            flags = Flags.parse(args, Set.of("--games", "--people", "--rounds", "--state"));
            games = Integer.parseInt(flags.getOrDefault("--games", "1000"));
            people = Integer.parseInt(flags.getOrDefault("--people", "30"));
            rounds = Integer.parseInt(flags.getOrDefault("--rounds", "50"));
            if (games < 1 || people < 2 || people > Roster.MAX_MEMBERS || rounds < 1) {
                throw new IllegalArgumentException("at least one game, 2 to " + Roster.MAX_MEMBERS + " people and one round");
            }
        } catch (IllegalArgumentException e) {
            err.println("tabula bench-club: " + e.getMessage() + "\n" + USAGE);
            return Command.USAGE;
        }
        try {
            Path state = flags.containsKey("--state") ? Path.of(flags.get("--state")) : Files.createTempDirectory("tabula-club");
            Files.createDirectories(state);
            Roster roster = Roster.load(state);
            List<String> names = new ArrayList<>();
            for (int i = 0; i < people; i++) {
                names.add("Player" + (i + 1));
                if (roster.member(names.get(i)).isEmpty()) {
                    roster.add(names.get(i));
                }
            }
            try (Archive archive = Archive.open(state, 4096)) {
                fill(archive, games, names);
                long start = System.nanoTime();
                Ratings ratings = Ratings.load(state, archive, err);
                ratings.recompute(archive);
                double recompute = (System.nanoTime() - start) / 1e6;
                Club club = new Club(roster, ratings, archive);
                try (LivePage page = LivePage.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), "localhost",
                        new ArchivedGames(archive, club), err)) {
                    double[] times = serve(page.port(), rounds, out);
                    out.printf("%d games kept, %d people: ratings recomputed in %.1f ms; /club/table answered in %.1f ms"
                            + " (median of %d), %.1f ms at most%n", archive.entries().size(), people, recompute, times[rounds / 2], rounds,
                            times[rounds - 1]);
                    out.println("state folder: " + state);
                }
            }
            return 0;
        } catch (IOException | RosterRefusal e) {
            err.println("tabula bench-club: " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }

    /** Archives random games of the people and bots until the archive keeps {@code games} of them. */
    private static void fill(Archive archive, int games, List<String> names) throws IOException {
        SeededRandom rng = new SeededRandom(44);
        Instant when = Instant.parse("2026-01-01T19:00:00Z");
        for (int n = archive.entries().size(); n < games; n++) {
            GameKind kind = Games.all().get(rng.nextInt(Games.all().size()));
            int players = playable(kind, kind.minPlayers() + rng.nextInt(kind.maxPlayers() - kind.minPlayers() + 1));
            List<String> seats = new ArrayList<>();
            List<String> seated = new ArrayList<>();
            List<Integer> scores = new ArrayList<>();
            List<String> free = new ArrayList<>(names);
            for (int seat = 0; seat < players; seat++) {
                boolean bot = rng.nextInt(6) == 0;
                seats.add(bot ? "ismcts" : ArchiveEntry.PEOPLE);
                seated.add(bot ? "" : free.remove(rng.nextInt(free.size())));
                scores.add(rng.nextInt(30));
            }
            archive.add(when.plusSeconds(3_600L * n), kind.name(), seats, seated, scores, List.of(rng.nextInt(players)), 1,
                    "{\"game\":\"" + kind.name() + "\"}");
        }
    }

    /** The player count if the game takes it without variants (Spite and Malice's 4 and 6 are partnerships), else its fewest. */
    private static int playable(GameKind kind, int players) {
        try {
            kind.create(players, kind.parseOptions(Map.of()));
            return players;
        } catch (GameConfigException e) {
            return kind.minPlayers();
        }
    }

    /** Each round's time from asking for the table to its last byte, sorted, after as many rounds of warm-up. */
    private static double[] serve(int port, int rounds, PrintStream out) throws IOException, InterruptedException {
        HttpClient http = HttpClient.newHttpClient();
        // Sent with the Host 127.0.0.1:port, an address the page answers.
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/club/table")).build();
        double[] times = new double[rounds];
        int bytes = 0;
        for (int round = -rounds; round < rounds; round++) {
            long start = System.nanoTime();
            HttpResponse<byte[]> answer = http.send(request, HttpResponse.BodyHandlers.ofByteArray());
            double millis = (System.nanoTime() - start) / 1e6;
            if (answer.statusCode() != 200) {
                throw new IOException("the page answered " + answer.statusCode());
            }
            bytes = answer.body().length;
            if (round >= 0) {
                times[round] = millis;
            }
            // The page allows 20 requests a second from an address: stay under it.
            Thread.sleep(60);
        }
        Arrays.sort(times);
        out.printf("the table: %,d bytes of JSON%n", bytes);
        return times;
    }
}
