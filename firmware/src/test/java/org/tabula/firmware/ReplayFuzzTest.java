package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.io.TempDir;

import org.tabula.firmware.command.ReplayCommand;
import org.tabula.firmware.json.Json;
import org.tabula.hal.fuzz.Sentences;
import org.tabula.rules.EventSink;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.script.MalformedScriptException;
import org.tabula.firmware.script.Script;
import org.tabula.firmware.script.ScriptReader;

/**
 * {@code tabula replay} fed any bytes, from a file and from standard input (docs/fuzzing.md):
 * both doors answer alike, with exactly one JSON object, exit 0 or 2, and a refusal in the one
 * shape of docs/replay.md, "When a script does not replay" with a sentence for people. Seeds: the examples and the
 * reproducers under ReplayFuzzTestInputs/.
 */
class ReplayFuzzTest {
    @TempDir
    static Path folder;

    @FuzzTest(maxDuration = "10m")
    void replayAnswersAnyScript(byte[] script) throws IOException {
        if (givesSeatsToBots(script)) {
            return;
        }
        Path scriptFile = folder.resolve("script.json");
        Files.write(scriptFile, script);
        String fromFile = replay(new String[] {scriptFile.toString()}, new byte[0], script);
        String fromStdin = replay(new String[] {"-"}, script, script);
        assertEquals(fromFile, fromStdin, "a file and standard input answer alike");
    }

    /**
     * A well-formed script with bots is played without letting the bots play on: their search of
     * thousands of iterations a move (bounded by {@link ScriptReader#MAX_ITERATIONS}) would slow the
     * fuzzer a thousandfold; ReplayBotsTest covers it. The moves as written still go through the rules.
     */
    private static boolean givesSeatsToBots(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        Script script;
        try {
            script = ConsoleGames.scriptReader().read(text);
        } catch (MalformedScriptException e) {
            return false;
        }
        if (script.bots().isEmpty()) {
            return false;
        }
        Replay.Outcome outcome = Replay.play(script, EventSink.DISCARD, false);
        if (!outcome.ok()) {
            Sentences.assertForPeople(outcome.failure().error(), text);
        }
        return true;
    }

    /** Runs one replay, checks the answer's shape and returns standard output and the status. */
    private static String replay(String[] args, byte[] stdin, byte[] script) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = ReplayCommand.run(args, new ByteArrayInputStream(stdin),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        String stdout = out.toString(StandardCharsets.UTF_8);
        assertEquals(1, stdout.lines().count(), () -> "one line of JSON: " + stdout);
        JsonNode answer = Json.read(stdout);
        if (status == 0) {
            assertTrue(answer.get("ok").asBoolean(), stdout);
            assertEquals("", err.toString(StandardCharsets.UTF_8));
            return status + stdout;
        }
        assertEquals(ReplayCommand.BAD_SCRIPT, status, stdout);
        assertFalse(answer.get("ok").asBoolean(), stdout);
        assertTrue(answer.has("moveIndex") && (answer.get("moveIndex").isNull() || answer.get("moveIndex").isInt()), stdout);
        assertTrue(!answer.has("gameIndex") || answer.get("gameIndex").isInt(), stdout);
        assertEquals(answer.has("gameIndex") ? 4 : 3, answer.size(), () -> "ok, [gameIndex,] moveIndex, error: " + stdout);
        String error = answer.get("error").asText();
        Sentences.assertForPeople(error, new String(script, StandardCharsets.UTF_8) + Arrays.toString(args));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("tabula replay: "), err::toString);
        assertTrue(err.toString(StandardCharsets.UTF_8).strip().endsWith(error.strip()), err::toString);
        return status + stdout;
    }
}
