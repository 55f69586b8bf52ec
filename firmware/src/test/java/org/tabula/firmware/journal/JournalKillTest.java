package org.tabula.firmware.journal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

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
            KilledWriter child = KilledWriter.start(JournalWriterProcess.class, path.toString());
            assertEquals("open " + acknowledged, child.readLine(), "after kill " + kill + " the journal did not hold exactly the acknowledged records");
            // Let it write a random number of records, then kill it without warning.
            int lastAck = acknowledged - 1;
            for (String line : child.read(1 + rng.nextInt(200))) {
                assertTrue(line.startsWith("acked "), "unexpected output: " + line);
                lastAck = Integer.parseInt(line.substring(6));
            }
            // What it printed before dying: later acknowledgements count too.
            for (String line : child.kill()) {
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
