package org.tabula.firmware.journal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.rules.SeededRandom;

/**
 * Kills a writing process with SIGKILL at random moments and checks, after each restart, that
 * every acknowledged record is there, in order, and nothing else but possibly the one record
 * whose append had not yet returned.
 */
class JournalKillTest {
    private static final int KILLS = 20;

    @TempDir
    Path dir;

    @Test
    void noAcknowledgedRecordIsEverLost() throws Exception {
        Path path = dir.resolve("game.journal");
        SeededRandom rng = new SeededRandom(2026);
        int acknowledged = 0;
        for (int kill = 0; kill < KILLS; kill++) {
            Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), JournalWriterProcess.class.getName(), path.toString())
                    .redirectErrorStream(true).start();
            BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            assertEquals("open " + acknowledged, line, "after kill " + kill + " the journal did not hold exactly the acknowledged records");
            // Let it write a random number of records, then kill it without warning.
            int target = 1 + rng.nextInt(200);
            int lastAck = acknowledged - 1;
            for (int i = 0; i < target; i++) {
                line = out.readLine();
                assertTrue(line != null && line.startsWith("acked "), "unexpected output: " + line);
                lastAck = Integer.parseInt(line.substring(6));
            }
            child.toHandle().destroyForcibly(); // SIGKILL, leaving its output readable
            assertTrue(child.waitFor(10, TimeUnit.SECONDS));
            // Drain what it printed before dying: later acknowledgements count too.
            while ((line = out.readLine()) != null) {
                if (line.startsWith("acked ")) {
                    lastAck = Integer.parseInt(line.substring(6));
                }
            }
            try (Journal journal = Journal.open(path)) {
                List<byte[]> records = journal.records();
                assertTrue(records.size() == lastAck + 1 || records.size() == lastAck + 2,
                        "kill " + kill + ": " + (lastAck + 1) + " acknowledged, " + records.size() + " in the journal");
                for (int n = 0; n < records.size(); n++) {
                    String expected = "record " + n + " " + "x".repeat(n % 97);
                    assertEquals(expected, new String(records.get(n), StandardCharsets.UTF_8), "kill " + kill + ", record " + n);
                }
                acknowledged = records.size();
            }
        }
    }
}
