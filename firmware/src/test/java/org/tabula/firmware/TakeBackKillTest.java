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
 * Kills a process that plays and takes back moves ({@link TakeBackWriterProcess}) with SIGKILL
 * at random moments, and checks after each restart that the journal holds exactly the moves that
 * stood when it was killed (give or take the one move or take-back it had not yet shown), that
 * the game resumes with those moves and no taken-back one, and that every game replays.
 */
class TakeBackKillTest {
    private static final int KILLS = 6;

    @TempDir
    Path dir;

    @Test
    void aTakeBackShownIsNeverUndoneByAPowerCut() throws Exception {
        SeededRandom rng = new SeededRandom(31);
        List<String> standing = new ArrayList<>();
        int takeBacks = 0;
        for (int kill = 0; kill < KILLS; kill++) {
            KilledWriter child = KilledWriter.start(TakeBackWriterProcess.class, dir.toString());
            assertEquals("resumed " + standing.size(), child.readLine(), "kill " + kill + ": the game did not resume with the standing moves");
            for (String line : child.read(1 + rng.nextInt(80))) {
                takeBacks += follow(line, standing);
            }
            for (String line : child.kill()) {
                takeBacks += follow(line, standing);
            }
            standing = checked(kill, standing);
        }
        assertTrue(takeBacks > 10, "only " + takeBacks + " take-backs were tried");
    }

    /** Applies one line of the child's output to the standing moves; 1 if it was a take-back. */
    private static int follow(String line, List<String> standing) {
        if (line.startsWith("accepted ")) {
            standing.add(line.substring(9));
            return 0;
        }
        if (line.startsWith("tookback ")) {
            int count = Integer.parseInt(line.substring(9));
            standing.subList(standing.size() - count, standing.size()).clear();
            return 1;
        }
        assertEquals("started", line, "unexpected output");
        standing.clear();
        return 0;
    }

    /** The moves the journal holds after a kill, checked against those shown: what the next run resumes. */
    private List<String> checked(int kill, List<String> shown) throws Exception {
        try (GameLog log = GameLog.open(dir)) {
            for (String script : log.history()) {
                assertTrue(Replay.play(ConsoleGames.scriptReader().read(script), EventSink.DISCARD).ok(), "a finished game does not replay");
            }
            if (log.unfinishedScript().isEmpty()) {
                // The game ended with the last move (shown or not): it went to the history whole.
                List<String> last = moves(log.history().get(log.history().size() - 1));
                assertEquals(shown, last.subList(0, Math.min(shown.size(), last.size())), "kill " + kill + ": the finished game differs");
                return List.of();
            }
            String script = log.unfinishedScript().get();
            assertTrue(Replay.play(ConsoleGames.scriptReader().read(script), EventSink.DISCARD).ok(), "kill " + kill + ": the game in play does not replay");
            List<String> recorded = moves(script);
            boolean same = recorded.equals(shown);
            boolean oneMoveMore = recorded.size() == shown.size() + 1 && recorded.subList(0, shown.size()).equals(shown);
            boolean takenBackUnshown = recorded.size() < shown.size() && shown.size() - recorded.size() <= 3
                    && shown.subList(0, recorded.size()).equals(recorded);
            boolean newGameUnshown = recorded.isEmpty();
            assertTrue(same || oneMoveMore || takenBackUnshown || newGameUnshown,
                    "kill " + kill + ": shown " + shown + ", journalled " + recorded);
            return new ArrayList<>(recorded);
        }
    }

    private static List<String> moves(String script) throws Exception {
        List<String> moves = new ArrayList<>();
        for (JsonNode move : Json.read(script).get("moves")) {
            moves.add(move.asText());
        }
        return moves;
    }
}
