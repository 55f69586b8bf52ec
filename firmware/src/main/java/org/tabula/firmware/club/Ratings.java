package org.tabula.firmware.club;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import org.tabula.firmware.archive.ArchiveEntry;
import org.tabula.firmware.archive.ArchiveReader;
import org.tabula.firmware.journal.Durable;
import org.tabula.firmware.json.Json;

/**
 * The ratings of the club's players and the bots, per game: updated when a game is archived, kept
 * in the state folder ({@code ratings.json}, rewritten atomically, with the number of the last
 * game it holds and the model it was made with), and recomputed from the archive on demand, or by
 * itself when the file is missing, damaged, of another model, or behind the archive (a power cut
 * between the archive's append and this file's). The archive is the truth; this file a summary
 * of it. Ratings are per game: being good at Sumo says nothing of Spartacus.
 *
 * <p>Changed on the loop thread as games end, read by the page's: the ratings are an immutable
 * map behind a volatile field.
 */
public final class Ratings {
    public static final String FILE_NAME = "ratings.json";
    private static final int FORMAT = 1;

    /** Every game's ratings, and the last archived game they include. */
    private record Snapshot(Map<String, Map<Rater, Rating>> games, int through) {
    }

    private final Path file;
    private final PlackettLuceRatings model = new PlackettLuceRatings();
    private volatile Snapshot snapshot = new Snapshot(Map.of(), 0);

    private Ratings(Path file) {
        this.file = file;
    }

    /** Ratings that live only in memory (tests, the simulator without a state folder). */
    public static Ratings inMemory(ArchiveReader archive) {
        Ratings ratings = new Ratings(null);
        ratings.snapshot = ratings.computed(archive.entries(), new Snapshot(Map.of(), 0));
        return ratings;
    }

    /**
     * The ratings of the state folder, brought up to the archive: read from the file, rated
     * onwards from the last game it holds; recomputed from the whole archive where the file
     * cannot be used (and said why on {@code warnings}).
     *
     * @throws IOException if the ratings cannot be saved
     */
    public static Ratings load(Path stateDirectory, ArchiveReader archive, java.io.PrintStream warnings) throws IOException {
        return load(stateDirectory, archive, warnings, true);
    }

    /** {@link #load}, changing nothing in the state folder: for a look beside the running service. */
    public static Ratings read(Path stateDirectory, ArchiveReader archive, java.io.PrintStream warnings) {
        try {
            return load(stateDirectory, archive, warnings, false);
        } catch (IOException e) {
            throw new IllegalStateException("nothing is saved, so nothing can fail to be", e);
        }
    }

    private static Ratings load(Path stateDirectory, ArchiveReader archive, java.io.PrintStream warnings, boolean keep) throws IOException {
        Ratings ratings = new Ratings(keep ? stateDirectory.resolve(FILE_NAME) : null);
        Path file = stateDirectory.resolve(FILE_NAME);
        Optional<Snapshot> saved = Optional.empty();
        try {
            saved = Optional.of(read(Files.readAllBytes(file), file));
        } catch (NoSuchFileException e) {
            // No ratings yet: they are computed from the archive.
        } catch (IOException e) {
            warnings.println("tabula: " + e.getMessage() + "; the ratings are recomputed from the archive");
        }
        List<ArchiveEntry> latest = archive.latest(1);
        int last = latest.isEmpty() ? 0 : latest.get(0).number();
        if (saved.isPresent() && saved.get().through() == last) {
            // Up to date: the archive's entries stay unread (a start reads only where its records are).
            ratings.snapshot = saved.get();
            return ratings;
        }
        Snapshot start = saved.filter(s -> s.through() < last).orElse(new Snapshot(Map.of(), 0));
        Snapshot now = ratings.computed(archive.entries(), start);
        ratings.snapshot = now;
        if (saved.isEmpty() || !saved.get().equals(now)) {
            ratings.save(now);
        }
        return ratings;
    }

    /** The ratings of every game, by the game's name in scripts. */
    public Map<String, Map<Rater, Rating>> byGame() {
        return snapshot.games();
    }

    /** One game's ratings. */
    public Map<Rater, Rating> of(String game) {
        return snapshot.games().getOrDefault(game, Map.of());
    }

    /** The number of the last archived game the ratings include. */
    public int through() {
        return snapshot.through();
    }

    /**
     * Rates a game just archived, and saves.
     *
     * @throws IOException if the ratings cannot be saved; they are as before then (and catch up at the next start)
     */
    public synchronized void record(ArchiveEntry entry) throws IOException {
        Snapshot before = snapshot;
        if (entry.number() <= before.through()) {
            return;
        }
        Snapshot after = computed(List.of(entry), before);
        save(after);
        snapshot = after;
    }

    /**
     * Throws the ratings away and rates every game the archive keeps again, oldest first, and saves.
     *
     * @throws IOException if the ratings cannot be saved
     */
    public synchronized void recompute(ArchiveReader archive) throws IOException {
        Snapshot now = computed(archive.entries(), new Snapshot(Map.of(), 0));
        save(now);
        snapshot = now;
    }

    /** {@code start} with the entries after its last game rated, in order. */
    private Snapshot computed(List<ArchiveEntry> entries, Snapshot start) {
        Map<String, Map<Rater, Rating>> games = new HashMap<>();
        start.games().forEach((game, ratings) -> games.put(game, new HashMap<>(ratings)));
        int through = start.through();
        for (ArchiveEntry entry : entries) {
            if (entry.number() <= through) {
                continue;
            }
            through = entry.number();
            Optional<Contest> contest = ArchivedSeats.ofGame(entry).flatMap(names -> Contest.of(entry, names));
            if (contest.isPresent()) {
                Map<Rater, Rating> ratings = games.computeIfAbsent(entry.game(), game -> new HashMap<>());
                ratings.putAll(model.rate(contest.get(), ratings));
            }
        }
        Map<String, Map<Rater, Rating>> frozen = new TreeMap<>();
        games.forEach((game, ratings) -> frozen.put(game, Map.copyOf(ratings)));
        return new Snapshot(Map.copyOf(frozen), through);
    }

    private void save(Snapshot ratings) throws IOException {
        if (file == null) {
            return;
        }
        ObjectNode root = Json.object();
        root.put("format", FORMAT);
        root.put("model", PlackettLuceRatings.MODEL);
        root.put("through", ratings.through());
        ObjectNode games = root.putObject("games");
        new TreeMap<>(ratings.games()).forEach((game, byRater) -> {
            ArrayNode list = games.putArray(game);
            new TreeMap<>(byRater).forEach((rater, rating) -> list.addObject().put(rater.bot() ? "bot" : "person", rater.name())
                    .put("mu", rating.mu()).put("sigma", rating.sigma()));
        });
        Durable.writeAtomically(file, Json.indented(root));
    }

    private static Snapshot read(byte[] bytes, Path file) throws IOException {
        JsonNode saved = Json.readFile(bytes, file);
        if (!(saved.get("format") instanceof IntNode format) || format.intValue() != FORMAT
                || !(saved.get("through") instanceof IntNode through) || !(saved.get("games") instanceof ObjectNode games)) {
            throw new IOException(file + " is not a ratings file of format " + FORMAT);
        }
        if (!(saved.get("model") instanceof TextNode model) || !model.textValue().equals(PlackettLuceRatings.MODEL)) {
            throw new IOException(file + " holds ratings of another model");
        }
        Map<String, Map<Rater, Rating>> byGame = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = games.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> game = it.next();
            Map<Rater, Rating> ratings = new HashMap<>();
            for (JsonNode entry : game.getValue()) {
                JsonNode person = entry.get("person");
                JsonNode bot = entry.get("bot");
                JsonNode mu = entry.get("mu");
                JsonNode sigma = entry.get("sigma");
                if ((person == null) == (bot == null) || mu == null || !mu.isNumber() || sigma == null || !sigma.isNumber()) {
                    throw new IOException(file + ": not a rating: " + Json.text(entry));
                }
                try {
                    ratings.put(person != null ? Rater.person(person.asText()) : Rater.botOf(bot.asText()),
                            new Rating(mu.doubleValue(), sigma.doubleValue()));
                } catch (IllegalArgumentException e) {
                    throw new IOException(file + ": " + e.getMessage(), e);
                }
            }
            byGame.put(game.getKey(), Map.copyOf(ratings));
        }
        return new Snapshot(Map.copyOf(byGame), through.intValue());
    }
}
