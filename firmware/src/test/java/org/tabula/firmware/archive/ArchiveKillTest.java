package org.tabula.firmware.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.tabula.rules.SeededRandom;

/**
 * Kills a process that archives game after game (into a small archive, so that its oldest games
 * leave, and the file is rewritten, every few games) with SIGKILL at random moments, and checks
 * after each kill that every game it had reported archived is there or has left as one of the
 * oldest, whole, and that the archive keeps within its limit.
 */
class ArchiveKillTest {
    private static final int KILLS = 30;

    @TempDir
    Path dir;

    @Test
    void noArchivedGameIsLostOrTornByAKill() throws Exception {
        SeededRandom rng = new SeededRandom(7);
        int reported = 0;
        for (int kill = 0; kill < KILLS; kill++) {
            Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), ArchiveWriterProcess.class.getName(), dir.toString())
                    .redirectErrorStream(true).start();
            BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            assertTrue(line != null && line.startsWith("resumed "), "unexpected: " + line);
            int target = 1 + rng.nextInt(25);
            for (int i = 0; i < target; i++) {
                line = out.readLine();
                assertTrue(line != null && line.startsWith("archived "), "unexpected: " + line);
                reported = Integer.parseInt(line.substring(9));
            }
            child.toHandle().destroyForcibly(); // SIGKILL, leaving its output readable
            assertTrue(child.waitFor(10, TimeUnit.SECONDS));
            while ((line = out.readLine()) != null) {
                if (line.startsWith("archived ")) {
                    reported = Integer.parseInt(line.substring(9));
                }
            }
            try (Archive archive = Archive.open(dir, ArchiveWriterProcess.LIMIT_KB)) {
                List<ArchiveEntry> kept = archive.entries();
                int last = kept.get(kept.size() - 1).number();
                assertTrue(last == reported || last == reported + 1, "kill " + kill + ": " + reported + " reported, " + last + " kept");
                for (int i = 0; i < kept.size(); i++) {
                    assertEquals(last - kept.size() + 1 + i, kept.get(i).number(), "kill " + kill + ": the newest games, in a row");
                    int number = kept.get(i).number();
                    assertEquals(Optional.of(ArchiveTest.script(number, ArchiveWriterProcess.SCRIPT_BYTES)), archive.script(number));
                }
                assertTrue(Files.size(dir.resolve(Archive.FILE)) <= ArchiveWriterProcess.LIMIT_KB * 1024L);
                // A game archived but not yet reported counts as reported from now on.
                reported = last;
            }
        }
    }
}
