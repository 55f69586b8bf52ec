package org.tabula.firmware.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.tabula.firmware.journal.Journal;
import org.tabula.firmware.journal.JournalFiles;
import org.tabula.rules.SeededRandom;

class ArchiveTest {
    private static final Instant NIGHT = Instant.parse("2026-11-25T21:04:00Z");

    @TempDir
    Path state;

    /** A script of {@code bytes} characters that does not compress, so the size limit is reached by few games. */
    static String script(int number, int bytes) {
        SeededRandom rng = new SeededRandom(number);
        StringBuilder text = new StringBuilder("{\"game\":\"sumo\",\"number\":" + number + ",\"noise\":\"");
        while (text.length() < bytes) {
            text.append(Integer.toHexString(rng.nextInt(16)));
        }
        return text.append("\"}").toString();
    }

    static ArchiveEntry add(Archive archive, int number, int bytes) throws IOException {
        return archive.add(NIGHT.plusSeconds(number), "sumo", List.of(ArchiveEntry.PEOPLE, "sumo-exact"), List.of(1, 0), List.of(0), 1,
                script(number, bytes));
    }

    @Test
    void aGameIsKeptWithItsEntryAndScriptAcrossARestart() throws IOException {
        try (Archive archive = Archive.open(state, 64)) {
            assertEquals(List.of(), archive.entries());
            ArchiveEntry first = archive.add(NIGHT, "spartacus", List.of(ArchiveEntry.PEOPLE, ArchiveEntry.PEOPLE, "ismcts"),
                    List.of(12, 9, 14), List.of(2), 3, "{\"game\":\"spartacus\"}");
            assertEquals(new ArchiveEntry(1, NIGHT, "spartacus", List.of("people", "people", "ismcts"), List.of(12, 9, 14), List.of(2), 3),
                    first);
            assertTrue(first.series());
            add(archive, 2, 100);
        }
        try (Archive archive = Archive.open(state, 64)) {
            assertEquals(List.of(1, 2), archive.entries().stream().map(ArchiveEntry::number).toList());
            assertEquals(Optional.of("{\"game\":\"spartacus\"}"), archive.script(1));
            assertEquals(Optional.of(script(2, 100)), archive.script(2));
            assertEquals(Optional.empty(), archive.script(3));
            assertEquals(List.of(2, 1), archive.latest(5).stream().map(ArchiveEntry::number).toList());
            assertEquals(3, add(archive, 3, 10).number());
        }
        assertEquals(3, Archive.snapshot(state).entries().size(), "a snapshot reads what is on storage");
    }

    @Test
    void theOldestGamesLeaveOnceTheLimitIsReachedAndNumbersStay() throws IOException {
        try (Archive archive = Archive.open(state, 16)) {
            for (int number = 1; number <= 100; number++) {
                add(archive, number, 900);
                assertTrue(Files.size(state.resolve(Archive.FILE)) <= 16 * 1024, "after game " + number);
                List<ArchiveEntry> kept = archive.entries();
                assertEquals(number, kept.get(kept.size() - 1).number(), "the newest game always stays");
                for (int i = 1; i < kept.size(); i++) {
                    assertEquals(kept.get(i - 1).number() + 1, kept.get(i).number(), "the games kept are the newest, in a row");
                }
            }
            assertTrue(archive.entries().size() >= 8, archive.entries().size() + " games kept in 16 KiB");
        }
        try (Archive archive = Archive.open(state, 16)) {
            assertEquals(100, archive.entries().get(archive.entries().size() - 1).number());
            assertEquals(Optional.of(script(100, 900)), archive.script(100));
        }
    }

    @Test
    void aSmallerLimitTakesEffectAtTheNextStart() throws IOException {
        try (Archive archive = Archive.open(state, 64)) {
            for (int number = 1; number <= 40; number++) {
                add(archive, number, 900);
            }
        }
        try (Archive archive = Archive.open(state, 16)) {
            assertTrue(Files.size(state.resolve(Archive.FILE)) <= 16 * 1024);
            assertEquals(40, archive.entries().get(archive.entries().size() - 1).number());
        }
    }

    @Test
    void recordsThatHoldNoGameArePassedOverAndTheRestIsKept() throws IOException {
        try (Archive archive = Archive.open(state, 64)) {
            add(archive, 1, 50);
        }
        List<byte[]> records = new java.util.ArrayList<>(Journal.read(state.resolve(Archive.FILE)));
        records.add(0, "not a game".getBytes());
        byte[] cut = Arrays.copyOf(records.get(1), records.get(1).length - 3);
        records.add(cut);
        JournalFiles.write(state.resolve(Archive.FILE), records);
        try (Archive archive = Archive.open(state, 64)) {
            assertEquals(List.of(1), archive.entries().stream().map(ArchiveEntry::number).toList());
            assertEquals(2, add(archive, 2, 50).number());
        }
    }

    @Test
    void aDamagedArchiveIsSetAsideAndANewOneStarts() throws IOException {
        try (Archive archive = Archive.open(state, 64)) {
            add(archive, 1, 50);
            add(archive, 2, 50);
        }
        byte[] file = Files.readAllBytes(state.resolve(Archive.FILE));
        file[12] ^= 0x55; // inside the first record: the second cannot be trusted to follow
        Files.write(state.resolve(Archive.FILE), file);
        try (Archive archive = Archive.open(state, 64)) {
            assertEquals(List.of(), archive.entries());
            assertEquals(1, add(archive, 1, 50).number());
        }
        try (var files = Files.list(state)) {
            assertTrue(files.anyMatch(path -> path.getFileName().toString().startsWith(Archive.FILE + ".damaged-")));
        }
    }

    /**
     * Every step of archiving cut off by a power failure: an append torn at any byte, and a
     * trim's new file written up to any byte before its rename. The archive always opens with
     * the games before, or with the new one too, whole.
     */
    @Test
    void aPowerCutAtAnyStepOfArchivingLeavesTheGameWholeOrAbsent() throws IOException {
        Path file = state.resolve(Archive.FILE);
        try (Archive archive = Archive.open(state, 64)) {
            add(archive, 1, 300);
        }
        byte[] before = Files.readAllBytes(file);
        try (Archive archive = Archive.open(state, 64)) {
            add(archive, 2, 300);
        }
        byte[] after = Files.readAllBytes(file);
        for (int length = before.length; length <= after.length; length++) {
            Files.write(file, Arrays.copyOf(after, length));
            try (Archive archive = Archive.open(state, 64)) {
                List<Integer> numbers = archive.entries().stream().map(ArchiveEntry::number).toList();
                assertEquals(length == after.length ? List.of(1, 2) : List.of(1), numbers, "cut at byte " + length);
                assertEquals(Optional.of(script(1, 300)), archive.script(1));
            }
        }
        Path temp = state.resolve("." + Archive.FILE + ".tmp");
        for (int length = 0; length <= before.length; length++) {
            Files.write(file, after);
            Files.write(temp, Arrays.copyOf(before, length));
            try (Archive archive = Archive.open(state, 64)) {
                assertEquals(List.of(1, 2), archive.entries().stream().map(ArchiveEntry::number).toList(), "new file cut at byte " + length);
            }
        }
    }
}
