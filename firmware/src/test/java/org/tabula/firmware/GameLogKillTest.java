package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.firmware.journal.KilledWriter;
import org.tabula.firmware.json.Json;
import org.tabula.rules.EventSink;
import org.tabula.rules.SeededRandom;
import org.tabula.firmware.play.ConsoleGames;

/**
 * Kills a process that plays and journals games with SIGKILL at random moments, restarts it, and
 * checks each time that every move it had shown as accepted is in the journal, in order, and
 * that every recorded game replays without error.
 */
class GameLogKillTest {
    private static final int KILLS = 25;

    @TempDir
    Path dir;

    @Test
    void noAcceptedMoveIsLostAndNoGameIsCorrupt() throws Exception {
        SeededRandom rng = new SeededRandom(99);
        List<String> accepted = new ArrayList<>();
        for (int kill = 0; kill < KILLS; kill++) {
            KilledWriter child = KilledWriter.start(GameLogWriterProcess.class, dir.toString());
            String first = child.readLine();
            assertTrue(first.startsWith("resumed "), "unexpected: " + first);
            for (String line : child.read(1 + rng.nextInt(60))) {
                assertTrue(line.startsWith("accepted "), "unexpected: " + line);
                accepted.add(line.substring(9));
            }
            for (String line : child.kill()) {
                if (line.startsWith("accepted ")) {
                    accepted.add(line.substring(9));
                }
            }
            List<String> recorded = recordedMoves();
            assertTrue(recorded.size() == accepted.size() || recorded.size() == accepted.size() + 1,
                    "kill " + kill + ": " + accepted.size() + " moves accepted, " + recorded.size() + " recorded");
            assertEquals(accepted, recorded.subList(0, accepted.size()), "kill " + kill + ": the journal differs from what was accepted");
            // The one move journaled but not yet shown as accepted counts as accepted from now on.
            accepted = new ArrayList<>(recorded);
        }
    }

    /** Every move of every game in the history and in play, checking that each game replays. */
    private List<String> recordedMoves() throws Exception {
        List<String> moves = new ArrayList<>();
        try (GameLog log = GameLog.open(dir)) {
            List<String> scripts = new ArrayList<>(log.history());
            log.unfinishedScript().ifPresent(scripts::add);
            for (String script : scripts) {
                Replay.Outcome outcome = Replay.play(ConsoleGames.scriptReader().read(script), EventSink.DISCARD);
                assertTrue(outcome.ok(), "a recorded game does not replay: " + outcome.failure());
                for (JsonNode move : Json.read(script).get("moves")) {
                    moves.add(move.asText());
                }
            }
        }
        return moves;
    }
}
