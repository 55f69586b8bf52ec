package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.tabula.firmware.play.Match;
import org.tabula.rules.EventSink;
import org.tabula.rules.GameState;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;
import org.tabula.rules.Series;
import org.tabula.rules.wheel.WheelView;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.script.Player;
import org.tabula.rules.Game;
import org.tabula.rules.bots.Bots;
import org.tabula.firmware.archive.Archive;

/** The journal of the console's matches, and resuming from it after a restart. */
class GameLogRecorderTest {
    @TempDir
    Path state;

    private static Match sumo(Series.Goal goal, GameLogRecorder recorder) throws Exception {
        Game game = ConsoleGames.named("sumo").kind().create(2, ConsoleGames.named("sumo").kind().parseOptions(null));
        return new Match(game, List.of(Player.HUMAN, Player.bot(Bots.named("random"), game)), goal, new SeededRandom(5)::nextLong, recorder);
    }

    @Test
    void everyAcceptedMoveIsInTheJournalAndReplaysToTheSamePosition() throws Exception {
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            Match match = sumo(Series.Goal.games(1), recorder);
            match.play(0, 2);
            match.play(1, 5);
            match.play(1, 4);
        }
        try (GameLog log = GameLog.open(state)) {
            String script = log.unfinishedScript().orElseThrow();
            Replay.Outcome outcome = Replay.play(ConsoleGames.scriptReader().read(script), EventSink.DISCARD);
            assertTrue(outcome.ok(), script);
            assertEquals(List.of("0:2", "1:5", "1:4"), ConsoleGames.scriptReader().read(script).deals().get(0).moves().stream().map(org.tabula.firmware.script.Move::text).toList());
            assertEquals(org.tabula.rules.Seats.of(0), outcome.state().toMove());
        }
    }

    @Test
    void aSeriesIsJournaledGameByGameAndGoesToTheHistoryWhenOver() throws Exception {
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            Match match = sumo(Series.Goal.games(2), recorder);
            match.play(0, 6);
            match.play(1, 3);
            match.nextGame();
            match.play(0, 3);
            try (GameLog log = GameLog.open(state.resolve("peek"))) {
                assertEquals(Optional.empty(), log.unfinishedScript());
            }
            match.play(1, 6);
            assertTrue(match.series().isOver());
        }
        try (GameLog log = GameLog.open(state)) {
            assertEquals(Optional.empty(), log.unfinishedScript());
            assertEquals(1, log.history().size());
            Replay.Outcome outcome = Replay.play(ConsoleGames.scriptReader().read(log.history().get(0)), EventSink.DISCARD);
            assertTrue(outcome.ok(), log.history().get(0));
            assertEquals(2, outcome.series().gamesPlayed());
            assertEquals(List.of(0, 0), java.util.Arrays.stream(outcome.series().totals()).boxed().toList());
        }
    }

    @Test
    void anAbandonedMatchLeavesNothingToResume() throws Exception {
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            Match match = sumo(Series.Goal.games(1), recorder);
            match.play(0, 2);
            match.abandon();
        }
        try (GameLog log = GameLog.open(state)) {
            assertEquals(Optional.empty(), log.unfinishedScript());
            assertEquals(List.of(), log.history());
        }
    }

    @Test
    void aGameCutOffMidRoundComesBackExactlyWhereItStood() throws Exception {
        Match before;
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            before = sumo(Series.Goal.games(1), recorder);
            before.play(0, 5);
            before.play(1, 2);
            before.play(1, 6);
        }
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            Match after = recorder.unfinished(new SeededRandom(1)::nextLong).orElseThrow();
            assertEquals(before.moves(), after.moves());
            assertEquals(before.seed(), after.seed());
            for (int audience = GameState.TABLE; audience < 2; audience++) {
                assertEquals(before.state().view(audience), after.state().view(audience), "audience " + audience);
            }
            assertEquals(Player.bot(Bots.named("random"), after.game()), after.player(1), "the bot is back in its seat");
            after.play(0, 3);
            assertEquals(List.of("0:5", "1:2", "1:6", "0:3"), after.moves().stream().map(org.tabula.firmware.script.Move::text).toList());
        }
        try (GameLog log = GameLog.open(state)) {
            String script = log.unfinishedScript().orElseThrow();
            assertTrue(Replay.play(ConsoleGames.scriptReader().read(script), EventSink.DISCARD).ok(), script);
            assertTrue(script.contains("\"moves\":[\"0:5\",\"1:2\",\"1:6\",\"0:3\"]"), script);
        }
    }

    @Test
    void aSeriesComesBackWithItsTotalsAndPlaysOnToTheHistory() throws Exception {
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            Match match = sumo(Series.Goal.games(2), recorder);
            match.play(0, 6);
            match.play(1, 3);
            match.nextGame();
            match.play(0, 3);
        }
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            Match match = recorder.unfinished(new SeededRandom(1)::nextLong).orElseThrow();
            assertEquals(1, match.series().gamesPlayed());
            assertEquals(List.of(1, -1), java.util.Arrays.stream(match.series().totals()).boxed().toList());
            assertEquals(2, match.gameNumber());
            match.play(1, 6);
            assertTrue(match.series().isOver());
        }
        try (GameLog log = GameLog.open(state)) {
            assertEquals(Optional.empty(), log.unfinishedScript());
            Replay.Outcome outcome = Replay.play(ConsoleGames.scriptReader().read(log.history().get(0)), EventSink.DISCARD);
            assertTrue(outcome.ok());
            assertEquals(2, outcome.series().gamesPlayed());
        }
    }

    @Test
    void nothingToResumeAfterAFinishedGameOrOnAFreshBox() throws Exception {
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            assertEquals(Optional.empty(), recorder.unfinished(new SeededRandom(1)::nextLong));
            Match match = sumo(Series.Goal.games(1), recorder);
            match.play(0, 6);
            match.play(1, 3);
        }
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            assertEquals(Optional.empty(), recorder.unfinished(new SeededRandom(1)::nextLong));
        }
        assertEquals(1, Archive.snapshot(state).entries().size(), "the finished game is archived");
    }

    private static final String SAVED = "{\"game\": \"sumo\", \"players\": 2, \"seed\": 12, \"bots\": {\"1\": \"sumo-exact\"},"
            + " \"moves\": [\"0:2\", \"1:6\", \"0:6\"]}";

    @Test
    void aLoadedGameIsInPlayAndResumesWithItsMovesAndBots() throws Exception {
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            recorder.load(SAVED);
            Match match = recorder.unfinished(new SeededRandom(1)::nextLong).orElseThrow();
            assertEquals(List.of("0:2", "1:6", "0:6"), match.moves().stream().map(org.tabula.firmware.script.Move::text).toList());
            assertEquals(List.of(Player.HUMAN, Player.bot(Bots.named("sumo-exact"), match.game())), List.of(match.player(0), match.player(1)));
            match.play(1, 4);
        }
        try (GameLog log = GameLog.open(state)) {
            assertEquals(List.of("0:2", "1:6", "0:6", "1:4"), ConsoleGames.scriptReader().read(log.unfinishedScript().orElseThrow()).deals().get(0).moves().stream().map(org.tabula.firmware.script.Move::text).toList());
        }
    }

    private static final String HALF_LAID = "{\"game\": \"wheel\", \"players\": 3, \"seed\": 2002, \"setup\": {\"deal\": \"table\"},"
            + " \"moves\": [\"reveal:R2\", \"reveal:Y5\", \"reveal:B1\"]}";

    @Test
    void aHalfLaidCircleLoadsAndTheTableGoesOnLayingItAfterARestart() throws Exception {
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            recorder.load(HALF_LAID);
            Match match = recorder.unfinished(new SeededRandom(1)::nextLong).orElseThrow();
            assertTrue(match.tableDealt());
            assertEquals(Seats.CHANCE, match.state().toMove());
            match.play(GameState.CHANCE, match.state().parseMove(GameState.CHANCE, "R5"));
        }
        // A power cut mid-circle: the journal brings back the four cards laid, and the fifth goes on.
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            Match match = recorder.unfinished(new SeededRandom(1)::nextLong).orElseThrow();
            assertEquals(List.of("reveal:R2", "reveal:Y5", "reveal:B1", "reveal:R5"), match.moves().stream().map(org.tabula.firmware.script.Move::text).toList());
            assertEquals(4, ((WheelView) match.state().view(GameState.TABLE)).circle().size());
            match.play(GameState.CHANCE, match.state().parseMove(GameState.CHANCE, "Y4"));
            assertEquals(org.tabula.firmware.script.GameSetup.TABLE_DEAL, match.script().current().setup());
        }
    }

    @Test
    void aLoadIsRefusedWithTheReasonAndChangesNothing() throws Exception {
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            assertRefused(recorder, "{\"game\": \"sumo\"", "line 1");
            assertRefused(recorder, SAVED.replace("\"0:6\"", "\"0:7\""), "does not replay");
            assertRefused(recorder, "{\"game\": \"sumo\", \"players\": 2, \"seed\": 1, \"moves\": [\"0:1\", \"1:2\", \"1:3\", \"0:2\", \"0:3\", \"1:4\", \"0:4\", \"1:1\", \"1:5\", \"0:5\", \"0:6\", \"1:6\"]}",
                    "already over");
            assertEquals(Optional.empty(), recorder.unfinished(new SeededRandom(1)::nextLong));
            recorder.load(SAVED);
            assertRefused(recorder, SAVED.replace("12", "13"), "already in play");
            assertEquals(3, recorder.unfinished(new SeededRandom(1)::nextLong).orElseThrow().moves().size());
        }
    }

    private static void assertRefused(GameLogRecorder recorder, String script, String reason) {
        IllegalArgumentException refused = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> recorder.load(script));
        assertTrue(refused.getMessage().contains(reason), refused.getMessage());
    }
}
