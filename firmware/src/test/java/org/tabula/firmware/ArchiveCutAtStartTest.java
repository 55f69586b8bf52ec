package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.firmware.archive.Archive;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.script.Move;

/**
 * The boot test's power cut at the archive, without a VM: a game ended, nobody kept its result, and
 * the service's next start was archiving it (the archive's record written, its fdatasync under way)
 * when the power went. Whatever part of that record reached storage, the start after the boot
 * archives the game exactly once, resumes nothing (the box shows its menu, where Last games lists
 * it) and leaves no game in play.
 */
class ArchiveCutAtStartTest {
    private static final String EARLIER = "{\"game\": \"sumo\", \"seed\": 3, \"moves\": []}";
    private static final String ENDED = "{\"game\": \"sumo\", \"seed\": 1, \"moves\": []}";

    @TempDir
    Path dir;

    @Test
    void aStartCutWhileArchivingAGameThatEndedArchivesItOnceWhateverReachedStorage() throws Exception {
        List<String> scripts;
        try (GameLog log = GameLog.open(dir)) {
            log.start(ConsoleGames.scriptReader().read(EARLIER));
            log.move(new Move(0, "6"));
            log.move(new Move(1, "3"));
            log.finish();
            log.start(ConsoleGames.scriptReader().read(ENDED));
            log.move(new Move(0, "6"));
            log.move(new Move(1, "3")); // out of the ring: the end screen, its result not kept yet
            scripts = List.of(log.history().get(0), log.unfinishedScript().orElseThrow());
        }
        Path journal = dir.resolve(GameLog.CURRENT);
        Path archive = dir.resolve(Archive.FILE);
        byte[] inPlay = Files.readAllBytes(journal);
        byte[] before = Files.readAllBytes(archive);
        try (GameLog log = GameLog.open(dir)) {
            assertEquals(scripts, log.history(), "the start archives the game that ended");
        }
        byte[] after = Files.readAllBytes(archive);
        int first = firstDifference(before, after);
        int last = lastDifference(before, after);
        // From none of the record on storage to all of it (the cut after the fdatasync returned).
        for (int length = first; length <= last + 1; length++) {
            Files.write(archive, torn(before, after, length));
            Files.write(journal, inPlay);
            for (int start = 1; start <= 2; start++) {
                try (GameLogRecorder recorder = GameLogRecorder.open(dir, 4096)) {
                    String when = "record cut at byte " + length + ", start " + start;
                    assertEquals(Optional.empty(), recorder.unfinished(() -> 1L).map(match -> match.header()), when);
                    assertEquals(List.of(1, 2), recorder.finishedGames().entries().stream().map(entry -> entry.number()).toList(), when);
                    assertEquals(scripts.get(1), recorder.finishedGames().script(2).orElseThrow(), when);
                }
            }
        }
    }

    private static int firstDifference(byte[] before, byte[] after) {
        int i = 0;
        while (i < before.length && i < after.length && before[i] == after[i]) {
            i++;
        }
        return i;
    }

    /** The last byte the append changed (the file may have grown by zeros beyond it). */
    private static int lastDifference(byte[] before, byte[] after) {
        int i = after.length - 1;
        while (i >= 0 && (i < before.length ? before[i] : 0) == after[i]) {
            i--;
        }
        return i;
    }

    /** The archive as a cut left it: the first {@code length} bytes as written, the rest as they were. */
    private static byte[] torn(byte[] before, byte[] after, int length) {
        byte[] file = Arrays.copyOf(after, Math.max(length, before.length));
        System.arraycopy(before, length, file, length, Math.max(0, before.length - length));
        return file;
    }
}
