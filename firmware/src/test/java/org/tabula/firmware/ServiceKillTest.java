package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.firmware.command.Main;
import org.tabula.firmware.json.Json;
import org.tabula.rules.EventSink;
import org.tabula.rules.SeededRandom;
import org.tabula.firmware.play.ConsoleGames;

/**
 * The real service, {@code tabula run}, in its own process, continuing a saved game between two
 * bots: it is killed with SIGKILL at random moments and started again until the game is over.
 * After every kill the journal must hold every move it held before, unchanged, and replay; at
 * the end the finished game must be exactly the game the bots play uninterrupted.
 */
class ServiceKillTest {
    private static final String SCRIPT = "{\"game\": \"sumo\", \"players\": 2, \"seed\": 31,"
            + " \"bots\": {\"0\": \"sumo-exact\", \"1\": \"random\"}, \"moves\": [\"0:1\", \"1:2\", \"1:3\", \"0:2\", \"0:3\", \"1:4\"]}";
    private static final List<String> SAVED_MOVES = List.of("0:1", "1:2", "1:3", "0:2", "0:3", "1:4");
    private static final int MAX_STARTS = 60;
    private static final List<String> NOTHING = List.of();

    @TempDir
    Path dir;

    @Test
    void killedAtRandomMomentsTheServiceLosesNoMoveAndFinishesTheSameGame() throws Exception {
        Path script = dir.resolve("saved.json");
        Files.writeString(script, SCRIPT);
        Path state = dir.resolve("state");
        SeededRandom rng = new SeededRandom(7);
        List<String> before = NOTHING;
        int starts = 0;
        while (history().isEmpty()) {
            assertTrue(++starts <= MAX_STARTS, "the game did not finish in " + MAX_STARTS + " starts");
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                    "run", "--config", Path.of("..", "systemd", "tabula.conf").toString(), "--state", state.toString()));
            // A start killed before it had saved the loaded game (a slow start on a busy machine)
            // left nothing to continue: the next start loads it again, as a person would.
            boolean loaded = !before.equals(NOTHING);
            if (!loaded) {
                command.addAll(List.of("--load", script.toString()));
            }
            Process service = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(dir.resolve("service.log").toFile()).start();
            // From before the first frame to a few bot moves in (a bot moves every 0.7 s).
            boolean exited = service.waitFor(500 + rng.nextInt(3000), TimeUnit.MILLISECONDS);
            assertTrue(!exited, "the service stopped by itself: " + Files.readString(dir.resolve("service.log")));
            service.toHandle().destroyForcibly(); // SIGKILL: no shutdown hook, no flush
            assertTrue(service.waitFor(10, TimeUnit.SECONDS));
            List<String> now = recordedMoves(state);
            if (!loaded && now.equals(NOTHING)) {
                continue;
            }
            List<String> kept = loaded ? before : SAVED_MOVES;
            assertTrue(now.size() >= kept.size() && now.subList(0, kept.size()).equals(kept),
                    "start " + starts + ": moves lost or changed: " + kept + " then " + now);
            before = now;
        }
        // Six bot moves take at least 4.2 s, a run at most 3.5 s: the game was always killed mid-way.
        assertTrue(starts >= 2, "the game ended before it was killed");
        Replay.Outcome uninterrupted = Replay.play(ConsoleGames.scriptReader().read(SCRIPT), EventSink.DISCARD, true);
        List<String> expected = new ArrayList<>(SAVED_MOVES);
        uninterrupted.botMoves().get(0).forEach(move -> expected.add(move.text()));
        assertEquals(expected, before);
    }

    private List<String> history() throws Exception {
        try (GameLog log = GameLog.open(dir.resolve("state"))) {
            return log.history();
        }
    }

    /** The moves of the game in play, or of the finished one; each must replay. */
    private static List<String> recordedMoves(Path state) throws Exception {
        try (GameLog log = GameLog.open(state)) {
            List<String> scripts = new ArrayList<>(log.history());
            log.unfinishedScript().ifPresent(scripts::add);
            if (scripts.isEmpty()) {
                return NOTHING;
            }
            assertEquals(1, scripts.size(), "one game, in play or finished: " + scripts);
            assertTrue(Replay.play(ConsoleGames.scriptReader().read(scripts.get(0)), EventSink.DISCARD).ok(), scripts.get(0));
            List<String> moves = new ArrayList<>();
            for (JsonNode move : Json.read(scripts.get(0)).get("moves")) {
                moves.add(move.asText());
            }
            return moves;
        }
    }
}
