package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code tabula run --load} of a file that is not UTF-8 says so, instead of Java's "Input length = 1". */
class RunLoadEncodingTest {
    @TempDir
    Path state;

    @Test
    void aSavedGameThatIsNotUtf8IsRefusedWithASentence() throws Exception {
        Path script = state.resolve("latin1.json");
        Files.write(script, "{\"game\": \"sumo\", \"players\": 2, \"moves\": [\"0:\u00e9\"]}".getBytes(StandardCharsets.ISO_8859_1));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        RunCommand.Hardware never = config -> {
            throw new AssertionError("opened the devices");
        };
        assertEquals(1, RunCommand.run(new String[] {"--state", state.toString(), "--load", script.toString()}, never,
                new PrintStream(err, true, StandardCharsets.UTF_8)));
        String said = err.toString(StandardCharsets.UTF_8);
        assertTrue(said.contains("tabula run: cannot continue " + script + ": not UTF-8 text\n"), said);
    }
}
