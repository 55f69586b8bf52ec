package org.tabula.firmware.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.firmware.journal.KilledWriter;
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
            KilledWriter child = KilledWriter.start(ArchiveWriterProcess.class, dir.toString());
            String first = child.readLine();
            assertTrue(first.startsWith("resumed "), "unexpected: " + first);
            for (String line : child.read(1 + rng.nextInt(25))) {
                assertTrue(line.startsWith("archived "), "unexpected: " + line);
                reported = Integer.parseInt(line.substring(9));
            }
            for (String line : child.kill()) {
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
