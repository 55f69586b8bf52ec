package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.firmware.journal.Journal;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Lead;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.script.GameSetup;
import org.tabula.firmware.script.Script;
import org.tabula.rules.Game;
import org.tabula.rules.Hint;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Series;
import org.tabula.rules.Why;
import org.tabula.rules.sumo.SumoWhy;

/** A hint is journalled as asked, beside the moves: the game rebuilt from the journal, and its replay, are as if none were asked. */
class HintJournalTest {
    @TempDir
    Path state;

    private static Match sumo(boolean hints, GameLogRecorder recorder) throws Exception {
        Game game = ConsoleGames.named("sumo").kind().create(2, ConsoleGames.named("sumo").kind().parseOptions(null));
        return new Match(game, Script.humans(game), Series.Goal.games(1), Lead.DRAWN, GameSetup.SEED, hints, new SeededRandom(5)::nextLong, recorder);
    }

    @Test
    void aHintIsARecordOfItsOwnThatTheRebuiltScriptPassesOver() throws Exception {
        String withoutHints;
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            Match match = sumo(true, recorder);
            match.play(0, 2);
            match.hinted(new Hint(1, 3, Why.of(SumoWhy.SAFE, match.game().seat(0))));
            match.play(1, 4);
            assertEquals(1, match.hintsAsked().size());
        }
        try (Journal journal = Journal.open(state.resolve(GameLog.CURRENT))) {
            List<String> records = journal.records().stream().map(bytes -> new String(bytes, StandardCharsets.UTF_8)).toList();
            assertEquals("{\"hint\":\"1:3\"}", records.get(2), "the hint, as asked, between the moves: " + records);
        }
        try (GameLog log = GameLog.open(state)) {
            withoutHints = log.unfinishedScript().orElseThrow();
        }
        assertTrue(withoutHints.endsWith("\"moves\":[\"0:2\",\"1:4\"]}"), withoutHints);
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            Match resumed = recorder.unfinished(new SeededRandom(5)::nextLong).orElseThrow();
            assertEquals(List.of("0:2", "1:4"), resumed.moves().stream().map(String::valueOf).toList());
            assertTrue(resumed.hints());
        }
    }

    @Test
    void hintsTurnedOffStayOffAfterARestart() throws Exception {
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            assertFalse(sumo(false, recorder).hints());
        }
        try (GameLog log = GameLog.open(state)) {
            assertFalse(log.unfinishedScript().orElseThrow().contains("hints"), "the replay script stays a replay script");
        }
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            assertFalse(recorder.unfinished(new SeededRandom(5)::nextLong).orElseThrow().hints());
        }
    }

    /**
     * The hints asked for before a restart are listed again after it (the live page's "P2 asked for
     * a hint"), each at the position it answered, with its why worked out again; one asked for a
     * position a take-back left stays gone.
     */
    @Test
    void hintsAskedBeforeARestartAreListedAgainAfterIt() throws Exception {
        List<Match.AskedHint> before;
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            Match match = sumo(true, recorder);
            match.hinted(hint(match, 0, 2));
            match.play(0, 2);
            match.play(1, 4);
            match.hinted(hint(match, 1, 3));
            match.play(1, 3);
            match.hinted(hint(match, 0, 6));
            match.takeBack(1);
            before = match.hintsAsked();
            assertEquals(List.of(0, 2), before.stream().map(Match.AskedHint::atMove).toList(), "the hint for the position taken back is gone");
        }
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            Match resumed = recorder.unfinished(new SeededRandom(5)::nextLong).orElseThrow();
            assertEquals(before, resumed.hintsAsked());
        }
    }

    /** The hint the box would show the seat now: its hint player's why for the move. */
    private static Hint hint(Match match, int seat, int move) {
        return org.tabula.rules.bots.Hints.explained(org.tabula.rules.InformationSet.of(match.state(), seat), move);
    }
}
