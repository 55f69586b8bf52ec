package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.tabula.firmware.play.Match;
import org.tabula.rules.EventSink;
import org.tabula.rules.Games;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Series;

class GameLogRecorderTest {
    @TempDir
    Path state;

    private static Match sumo(Series.Goal goal, GameLogRecorder recorder) throws Exception {
        return new Match(Games.named("sumo").create(2, Games.named("sumo").parseOptions(null)),
                List.of("human", "human"), goal, new SeededRandom(5)::nextLong, recorder);
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
            Replay.Outcome outcome = Replay.play(ReplayScript.parse(script), EventSink.DISCARD);
            assertTrue(outcome.ok(), script);
            assertEquals(List.of("0:2", "1:5", "1:4"), ReplayScript.parse(script).deals().get(0).moves());
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
            Replay.Outcome outcome = Replay.play(ReplayScript.parse(log.history().get(0)), EventSink.DISCARD);
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
}
