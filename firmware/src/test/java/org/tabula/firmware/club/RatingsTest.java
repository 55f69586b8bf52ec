package org.tabula.firmware.club;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.tabula.firmware.GameLogRecorder;
import org.tabula.firmware.archive.Archive;
import org.tabula.firmware.archive.ArchiveEntry;
import org.tabula.firmware.archive.ArchiveReader;
import org.tabula.firmware.play.Match;

/** The ratings kept as games end are the ratings recomputed from the archive, whatever happened between. */
class RatingsTest {
    private static final int GAMES = 24;

    @TempDir
    Path state;

    private static PrintStream quiet() {
        return new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    }

    @Test
    void ratingsUpdatedAsGamesEndEqualTheRatingsRecomputedFromTheArchive() throws Exception {
        Map<String, Map<Rater, Rating>> incremental;
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            for (int i = 0; i < GAMES; i++) {
                Match match = ClubGames.play(i, recorder);
                ArchiveEntry entry = recorder.finishedGames().latest(1).get(0);
                assertEquals(match.people().anyNamed() ? match.people().texts() : List.of(), entry.names(),
                        "the archive keeps who sat where by name");
            }
            incremental = recorder.ratings().byGame();
            assertEquals(GAMES, recorder.ratings().through());
        }
        assertFalse(incremental.isEmpty());
        ArchiveReader archive = Archive.snapshot(state);
        Ratings recomputed = Ratings.inMemory(archive);
        assertEquals(incremental, recomputed.byGame(), "recomputed from the archive, the same to the last bit");
        Ratings reloaded = Ratings.load(state, archive, quiet());
        assertEquals(incremental, reloaded.byGame(), "read back from ratings.json");
        reloaded.recompute(archive);
        assertEquals(incremental, reloaded.byGame());
        // Every person who played is rated, bots as the kind they are.
        assertTrue(incremental.values().stream().flatMap(map -> map.keySet().stream()).anyMatch(Rater::bot));
        assertTrue(incremental.values().stream().flatMap(map -> map.keySet().stream()).anyMatch(rater -> rater.name().equals("ミナミ")));
    }

    @Test
    void ratingsBehindTheArchiveCatchUpAndRatingsOfAnotherModelAreRecomputed() throws Exception {
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            for (int i = 0; i < GAMES / 2; i++) {
                ClubGames.play(i, recorder);
            }
        }
        byte[] halfway = Files.readAllBytes(state.resolve(Ratings.FILE_NAME));
        Map<String, Map<Rater, Rating>> whole;
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            for (int i = GAMES / 2; i < GAMES; i++) {
                ClubGames.play(i, recorder);
            }
            whole = recorder.ratings().byGame();
        }
        // A power cut after the archive's appends and before the ratings' saves.
        Files.write(state.resolve(Ratings.FILE_NAME), halfway);
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            assertEquals(whole, recorder.ratings().byGame());
            assertEquals(GAMES, recorder.ratings().through());
        }
        // Ratings made by another model: recomputed, with a sentence why.
        String other = Files.readString(state.resolve(Ratings.FILE_NAME)).replace(PlackettLuceRatings.MODEL, "elo");
        Files.writeString(state.resolve(Ratings.FILE_NAME), other);
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        Ratings again = Ratings.load(state, Archive.snapshot(state), new PrintStream(said, true, StandardCharsets.UTF_8));
        assertEquals(whole, again.byGame());
        assertTrue(said.toString(StandardCharsets.UTF_8).contains("another model"), said.toString(StandardCharsets.UTF_8));
        assertTrue(Files.readString(state.resolve(Ratings.FILE_NAME)).contains(PlackettLuceRatings.MODEL));
    }

    @Test
    void theClubTableCountsGamesWinsAndMeetingsOfTheArchive() throws Exception {
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            for (int i = 0; i < GAMES; i++) {
                ClubGames.play(i, recorder);
            }
            ClubTable table = ClubTable.of(recorder.finishedGames().entries(), recorder.ratings(), null);
            for (ClubTable.GameTable game : table.games()) {
                List<ArchiveEntry> played = recorder.finishedGames().entries().stream().filter(e -> e.game().equals(game.game())).toList();
                for (ClubTable.Row row : game.rows()) {
                    // A game counts once for a bot that held two seats of it.
                    long expected = played.stream().filter(entry -> seatsOf(entry, row.rater()) > 0).count();
                    assertEquals(expected, row.played(), row.rater() + " in " + game.game());
                    assertTrue(row.won() <= row.played());
                }
                for (int i = 1; i < game.rows().size(); i++) {
                    assertTrue(game.rows().get(i - 1).rating().ordinal() >= game.rows().get(i).rating().ordinal(), "best first");
                }
                for (ClubTable.HeadToHead pair : game.headToHead()) {
                    assertTrue(pair.firstAhead() + pair.secondAhead() <= pair.met());
                }
            }
            assertEquals(List.of("sumo"), ClubTable.of(recorder.finishedGames().entries(), recorder.ratings(), "sumo").games().stream()
                    .map(ClubTable.GameTable::game).toList());
        }
    }

    /** How many seats the rater held in the entry's club game (0 for none, or a game without a name at the table). */
    static long seatsOf(ArchiveEntry entry, Rater rater) {
        if (entry.names().stream().allMatch(String::isEmpty)) {
            return 0;
        }
        return java.util.stream.IntStream.range(0, entry.seats().size()).filter(seat -> rater.bot()
                ? entry.seats().get(seat).equals(rater.name()) : entry.name(seat).equals(rater.name())).count();
    }
}
