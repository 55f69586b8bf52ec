package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.tabula.firmware.play.Lead;
import org.tabula.firmware.play.Match;
import org.tabula.rules.Game;
import org.tabula.rules.EventSink;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Series;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.script.GameSetup;
import org.tabula.firmware.script.Script;

/** Who leads Spartacus, as the journal keeps it: a restart before the first card, after it, and in a series. */
class LeaderJournalTest {
    /** Far more than a game of Spartacus takes: every card of every seat and a pass each between. */
    private static final int MOST_MOVES = 1_000;
    @TempDir
    Path state;

    private static Match spartacus(Series.Goal goal, Lead lead, GameLogRecorder recorder) throws Exception {
        Game game = ConsoleGames.named("spartacus").kind().create(3, ConsoleGames.named("spartacus").kind().parseOptions(null));
        return new Match(game, Script.humans(game), goal, lead, GameSetup.SEED, new SeededRandom(5)::nextLong, recorder);
    }

    private static String journaled(Path state) throws Exception {
        try (GameLog log = GameLog.open(state)) {
            return log.unfinishedScript().orElseThrow();
        }
    }

    /** A seat other than the one the seed would draw. */
    private static int notDrawn(Match match) {
        return (match.game().start(match.seed()).toMove().first() + 1) % match.game().players();
    }

    /** Plays the first legal move until the game ends; a game that goes on past {@link #MOST_MOVES} fails rather than hangs. */
    private static void playOut(Match match) throws Exception {
        for (int moves = 0; !match.state().isOver(); moves++) {
            assertTrue(moves < MOST_MOVES, "the game did not end in " + MOST_MOVES + " moves: " + match.moves());
            int seat = match.state().toMove().first();
            match.play(seat, match.state().legalMoves(seat)[0]);
        }
    }

    @Test
    void aRestartBeforeTheFirstCardStillWaitsForIt() throws Exception {
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            assertTrue(spartacus(Series.Goal.games(1), Lead.FIRST_CARD, recorder).leaderOpen());
        }
        String script = journaled(state);
        assertFalse(script.contains("\"box\""), "the script read from the journal is a replay script: " + script);
        assertTrue(Replay.play(ConsoleGames.scriptReader().read(script), EventSink.DISCARD).ok(), script);
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            Match resumed = recorder.unfinished(new SeededRandom(1)::nextLong).orElseThrow();
            assertTrue(resumed.leaderOpen());
            assertEquals(List.of(), resumed.moves());
        }
    }

    @Test
    void afterTheFirstCardTheJournalHoldsTheGameWithThatLeader() throws Exception {
        int leader;
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            Match match = spartacus(Series.Goal.games(1), Lead.FIRST_CARD, recorder);
            leader = notDrawn(match);
            match.lead(leader);
            match.play(leader, match.state().parseMove(leader, "7"));
        }
        String script = journaled(state);
        assertTrue(script.contains("\"setup\":{\"leader\":" + leader + "},\"moves\":[\"" + leader + ":7\"]"), script);
        Replay.Outcome outcome = Replay.play(ConsoleGames.scriptReader().read(script), EventSink.DISCARD);
        assertTrue(outcome.ok(), script);
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            Match resumed = recorder.unfinished(new SeededRandom(1)::nextLong).orElseThrow();
            assertFalse(resumed.leaderOpen());
            assertEquals(List.of(leader + ":7"), resumed.moves().stream().map(org.tabula.firmware.script.Move::text).toList());
            assertEquals(outcome.state().view(GameState.TABLE), resumed.state().view(GameState.TABLE));
        }
    }

    @Test
    void aSeriesResumedMidGameStillWaitsForTheFirstCardOfItsNextGame() throws Exception {
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            Match match = spartacus(Series.Goal.games(2), Lead.FIRST_CARD, recorder);
            match.lead(2);
            match.play(2, match.state().parseMove(2, "5"));
        }
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            Match match = recorder.unfinished(new SeededRandom(1)::nextLong).orElseThrow();
            assertEquals(Lead.FIRST_CARD, match.lead());
            playOut(match);
            match.nextGame();
            assertTrue(match.leaderOpen());
        }
        String script = journaled(state);
        assertTrue(script.contains("\"setup\":{\"leader\":2},\"moves\":[\"2:5\""), script);
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            assertTrue(recorder.unfinished(new SeededRandom(1)::nextLong).orElseThrow().leaderOpen());
        }
    }

    @Test
    void aSeatChosenInTheMenuLeadsEveryGameOfTheSeries() throws Exception {
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            Match match = spartacus(Series.Goal.games(2), new Lead.Seat(1), recorder);
            assertEquals(1, match.state().toMove().first());
            playOut(match);
        }
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            Match match = recorder.unfinished(new SeededRandom(1)::nextLong).orElseThrow();
            match.nextGame();
            assertFalse(match.leaderOpen());
            assertEquals(1, match.state().toMove().first());
        }
    }

    @Test
    void aJournalNamingASeatBeyondThePlayersResumesWithTheSeedsDraw() throws Exception {
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            Match match = spartacus(Series.Goal.games(2), Lead.DRAWN, recorder);
            try (GameLog log = GameLog.open(state.resolve("other"))) {
                log.start(match.header(), org.tabula.firmware.json.Json.object().put("lead", 9));
            }
        }
        try (GameLogRecorder recorder = GameLogRecorder.open(state.resolve("other"))) {
            Match match = recorder.unfinished(new SeededRandom(1)::nextLong).orElseThrow();
            assertEquals(Lead.DRAWN, match.lead());
            playOut(match);
            match.nextGame();
            assertFalse(match.leaderOpen());
        }
    }

    /** Failed before: the next game of a series wrote the finished game's setup as null, so the journal no longer replayed. */
    @Test
    void aLoadedSeriesKeepsItsGamesSetupWhenTheNextGameStarts() throws Exception {
        String saved = "{\"game\": \"spartacus\", \"players\": 3, \"series\": {\"goal\": {\"games\": 2}, \"games\": ["
                + "{\"seed\": 5, \"setup\": {\"leader\": %d}, \"moves\": []}]}}";
        int leader = (ConsoleGames.named("spartacus").kind().create(3, ConsoleGames.named("spartacus").kind().parseOptions(null)).start(5).toMove().first() + 1) % 3;
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            recorder.load(String.format(saved, leader));
            Match match = recorder.unfinished(new SeededRandom(1)::nextLong).orElseThrow();
            assertEquals(leader, match.state().toMove().first());
            playOut(match);
            match.nextGame();
        }
        String script = journaled(state);
        assertTrue(script.contains("\"seed\":5,\"setup\":{\"leader\":" + leader + "}"), script);
        assertTrue(Replay.play(ConsoleGames.scriptReader().read(script), EventSink.DISCARD).ok(), script);
        assertEquals(Map.of("leader", leader), ConsoleGames.scriptReader().read(script).deals().get(0).setup().values());
    }
}
