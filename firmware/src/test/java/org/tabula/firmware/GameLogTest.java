package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;


import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.firmware.script.Move;
import org.tabula.rules.EventSink;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.script.MalformedScriptException;
import org.tabula.firmware.script.Script;
import org.tabula.firmware.journal.Journal;
import org.tabula.firmware.archive.ArchiveEntry;

class GameLogTest {
    @TempDir
    Path dir;

    private static Script header(String json) throws MalformedScriptException {
        return ConsoleGames.scriptReader().read(json);
    }

    private static Replay.Outcome replay(String script) throws MalformedScriptException {
        return Replay.play(ConsoleGames.scriptReader().read(script), EventSink.DISCARD);
    }

    @Test
    void aGameInPlayIsRebuiltMoveForMoveAfterARestart() throws Exception {
        try (GameLog log = GameLog.open(dir)) {
            assertEquals(Optional.empty(), log.unfinishedScript());
            log.start(header("{\"game\": \"sumo\", \"players\": 2, \"options\": {\"zeroCard\": true}, \"seed\": 7, \"setup\": null, \"moves\": []}"));
            log.move(new Move(0, "6"));
            log.move(new Move(1, "4"));
            log.move(new Move(1, "2"));
        }
        try (GameLog log = GameLog.open(dir)) {
            String script = log.unfinishedScript().orElseThrow();
            assertEquals("{\"game\":\"sumo\",\"players\":2,\"options\":{\"zeroCard\":true},\"seed\":7,\"setup\":null,"
                    + "\"moves\":[\"0:6\",\"1:4\",\"1:2\"]}", script);
            Replay.Outcome outcome = replay(script);
            assertTrue(outcome.ok());
            assertEquals(8, ((org.tabula.rules.sumo.SumoState) outcome.state()).position());
            assertEquals(org.tabula.rules.Seats.of(0), outcome.state().toMove(), "seat 1's secret choice is resumed too");
        }
    }

    @Test
    void aTakeBackRecordLeavesOnlyTheStandingMovesInTheScript() throws Exception {
        try (GameLog log = GameLog.open(dir)) {
            log.start(header("{\"game\": \"sumo\", \"seed\": 7, \"moves\": []}"));
            log.move(new Move(0, "6"));
            log.move(new Move(1, "4"));
            log.move(new Move(1, "2"));
            log.takeBack(1);
            log.move(new Move(1, "3"));
        }
        try (GameLog log = GameLog.open(dir)) {
            assertEquals("{\"game\":\"sumo\",\"players\":2,\"options\":{},\"seed\":7,\"setup\":null,\"moves\":[\"0:6\",\"1:4\",\"1:3\"]}", log.unfinishedScript().orElseThrow());
            log.takeBack(3);
            assertEquals("{\"game\":\"sumo\",\"players\":2,\"options\":{},\"seed\":7,\"setup\":null,\"moves\":[]}", log.unfinishedScript().orElseThrow());
        }
    }

    @Test
    void aFinishedGameGoesToTheArchiveWithItsDateScoresAndWinners() throws Exception {
        java.time.Instant night = java.time.Instant.parse("2026-11-25T21:04:00Z");
        try (GameLog log = GameLog.open(dir, 64, java.time.Clock.fixed(night, java.time.ZoneOffset.UTC))) {
            log.start(header("{\"game\": \"sumo\", \"seed\": 1, \"bots\": {\"1\": \"random\"}, \"moves\": []}"));
            log.move(new Move(0, "6"));
            log.move(new Move(1, "3"));
            log.finish();
            assertEquals(Optional.empty(), log.unfinishedScript());
            String script = "{\"game\":\"sumo\",\"players\":2,\"options\":{},\"bots\":{\"1\":\"random\"},\"seed\":1,\"setup\":null,"
                    + "\"moves\":[\"0:6\",\"1:3\"]}";
            assertEquals(List.of(script), log.history());
            Replay.Outcome outcome = replay(script);
            assertEquals(new ArchiveEntry(1, night, "sumo", List.of(ArchiveEntry.PEOPLE, "random"),
                    java.util.Arrays.stream(outcome.state().scores()).boxed().toList(),
                    java.util.Arrays.stream(outcome.state().winners().toArray()).boxed().toList(), 1), log.archive().entries().get(0));
        }
        try (GameLog log = GameLog.open(dir)) {
            assertEquals(1, log.history().size());
            assertThrows(IllegalStateException.class, () -> log.move(new Move(0, "1")), "no game is being recorded");
        }
    }

    @Test
    void aGameThatEndedJustBeforeAPowerCutIsSettledIntoTheHistoryOnce() throws Exception {
        try (GameLog log = GameLog.open(dir)) {
            log.start(header("{\"game\": \"sumo\", \"seed\": 1, \"moves\": []}"));
            log.move(new Move(0, "6"));
            log.move(new Move(1, "3")); // out of the ring: over, but finish() never ran
        }
        for (int restart = 0; restart < 2; restart++) {
            try (GameLog log = GameLog.open(dir)) {
                assertEquals(Optional.empty(), log.unfinishedScript());
                assertEquals(1, log.history().size());
            }
        }
    }

    @Test
    void aGameSettledAtTheNextStartIsDatedWhenItsLastMoveWasRecordedNotWhenTheBoxStartedAgain() throws Exception {
        java.time.Instant ended = java.time.Instant.parse("2026-11-25T21:04:00Z");
        java.time.Instant nextMorning = java.time.Instant.parse("2026-11-26T08:30:00Z");
        try (GameLog log = GameLog.open(dir, 64, java.time.Clock.fixed(ended, java.time.ZoneOffset.UTC))) {
            log.start(header("{\"game\": \"sumo\", \"seed\": 1, \"moves\": []}"));
            log.move(new Move(0, "6"));
            log.move(new Move(1, "3")); // over; the power went before anyone kept the result
        }
        Files.setLastModifiedTime(dir.resolve(GameLog.CURRENT), java.nio.file.attribute.FileTime.from(ended));
        try (GameLog log = GameLog.open(dir, 64, java.time.Clock.fixed(nextMorning, java.time.ZoneOffset.UTC))) {
            assertEquals(List.of(ended), log.archive().entries().stream().map(ArchiveEntry::finished).toList());
        }
    }

    @Test
    void aSeriesRecordsItsMovesInItsLastGame() throws Exception {
        String series = "{\"game\": \"sumo\", \"series\": {\"goal\": {\"games\": 2}, \"games\": ["
                + "{\"seed\": 1, \"moves\": [\"0:6\", \"1:3\"]}, {\"seed\": 2, \"moves\": []}]}}";
        try (GameLog log = GameLog.open(dir)) {
            log.start(header(series));
            log.move(new Move(0, "1"));
        }
        try (GameLog log = GameLog.open(dir)) {
            String script = log.unfinishedScript().orElseThrow();
            Replay.Outcome outcome = replay(script);
            assertTrue(outcome.ok());
            assertEquals(1, outcome.series().gamesPlayed());
            assertEquals(org.tabula.rules.Seats.of(1), outcome.state().toMove());
            log.move(new Move(1, "5"));
            log.abandon();
            assertEquals(Optional.empty(), log.unfinishedScript());
            assertEquals(List.of(), log.history(), "an abandoned game is not kept");
        }
    }

    @Test
    void aGameArchivedJustBeforeAPowerCutIsNotArchivedTwice() throws Exception {
        String script;
        try (GameLog log = GameLog.open(dir)) {
            log.start(header("{\"game\": \"sumo\", \"seed\": 1, \"moves\": []}"));
            log.move(new Move(0, "6"));
            log.move(new Move(1, "3"));
            script = log.unfinishedScript().orElseThrow();
        }
        byte[] inPlay = Files.readAllBytes(dir.resolve(GameLog.CURRENT));
        try (GameLog log = GameLog.open(dir)) {
            assertEquals(List.of(script), log.history());
        }
        // As if the power failed after the archive's append, before the game in play was cleared.
        Files.write(dir.resolve(GameLog.CURRENT), inPlay);
        try (GameLog log = GameLog.open(dir)) {
            assertEquals(List.of(script), log.history());
            assertEquals(Optional.empty(), log.unfinishedScript());
        }
    }

    @Test
    void theHistoryOfEarlierVersionsMovesIntoTheArchiveOnce() throws Exception {
        String finished = "{\"game\":\"sumo\",\"seed\":1,\"moves\":[\"0:6\",\"1:3\"]}";
        try (Journal history = Journal.open(dir.resolve(GameLog.HISTORY))) {
            history.append(finished.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        Files.setLastModifiedTime(dir.resolve(GameLog.HISTORY), java.nio.file.attribute.FileTime.from(java.time.Instant.parse("2026-01-02T03:04:05Z")));
        for (int restart = 0; restart < 2; restart++) {
            try (GameLog log = GameLog.open(dir)) {
                assertEquals(List.of(finished), log.history());
                assertEquals(java.time.Instant.parse("2026-01-02T03:04:05Z"), log.archive().entries().get(0).finished());
            }
        }
        assertTrue(Files.notExists(dir.resolve(GameLog.HISTORY)));
    }

    @Test
    void aNewHeaderMustNotCarryMoves() throws Exception {
        try (GameLog log = GameLog.open(dir)) {
            assertThrows(IllegalArgumentException.class, () -> log.start(header("{\"game\": \"sumo\", \"moves\": [\"0:6\"]}")));
            assertTrue(Files.exists(dir.resolve(GameLog.CURRENT)));
        }
    }
}
