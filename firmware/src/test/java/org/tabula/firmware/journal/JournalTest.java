package org.tabula.firmware.journal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JournalTest {
    @TempDir
    Path dir;

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static List<String> texts(Journal journal) {
        return journal.records().stream().map(b -> new String(b, StandardCharsets.UTF_8)).toList();
    }

    private Path journalWith(String... records) throws IOException {
        Path path = dir.resolve("game.journal");
        try (Journal journal = Journal.open(path)) {
            for (String record : records) {
                journal.append(bytes(record));
            }
        }
        return path;
    }

    @Test
    void recordsSurviveClosingAndOpeningInOrder() throws IOException {
        Path path = journalWith("{\"move\":\"0:6\"}", "{\"move\":\"1:4\"}");
        try (Journal journal = Journal.open(path)) {
            assertEquals(List.of("{\"move\":\"0:6\"}", "{\"move\":\"1:4\"}"), texts(journal));
            assertEquals(new Journal.Recovery(2, 0, null), journal.recovery(), "nothing dropped, nothing set aside");
            journal.append(bytes("third"));
        }
        try (Journal journal = Journal.open(path)) {
            assertEquals(3, journal.records().size());
            // 8 bytes of magic, then 8 bytes of header per record plus its payload.
            assertEquals(8 + (8 + 14) * 2 + (8 + 5), journal.size());
        }
    }

    @Test
    void aReplacedJournalHoldsExactlyTheNewRecordsAndTakesMore() throws IOException {
        Path path = journalWith("old header", "old move");
        Journal.replace(path, List.of(bytes("header"), bytes("0:1"), bytes("1:2")));
        try (Journal journal = Journal.open(path)) {
            assertEquals(List.of("header", "0:1", "1:2"), texts(journal));
            assertEquals(new Journal.Recovery(3, 0, null), journal.recovery(), "written whole: nothing torn");
            journal.append(bytes("0:3"));
        }
        try (Journal journal = Journal.open(path)) {
            assertEquals(List.of("header", "0:1", "1:2", "0:3"), texts(journal));
        }
        try (var files = Files.list(dir)) {
            assertEquals(List.of(path), files.toList(), "no temporary file is left beside it");
        }
    }

    @Test
    void aReplacementWithABadRecordLeavesTheOldJournal() throws IOException {
        Path path = journalWith("old header", "old move");
        assertThrows(IllegalArgumentException.class, () -> Journal.replace(path, List.of(bytes("header"), new byte[0])));
        try (Journal journal = Journal.open(path)) {
            assertEquals(List.of("old header", "old move"), texts(journal));
        }
    }

    private static List<String> textsOnStorage(Journal journal) throws IOException {
        List<String> texts = new java.util.ArrayList<>();
        for (int i = 0; i < journal.count(); i++) {
            texts.add(new String(journal.record(i), StandardCharsets.UTF_8));
        }
        return texts;
    }

    @Test
    void aJournalOnStorageReadsEachRecordWhenAskedAndAppendsLikeAnother() throws IOException {
        Path path = journalWith("one", "two", "three");
        try (Journal journal = Journal.openOnStorage(path)) {
            assertEquals(List.of("one", "two", "three"), textsOnStorage(journal));
            assertThrows(IllegalStateException.class, journal::records, "its records are not in memory");
            journal.append(bytes("four"));
            assertEquals("four", new String(journal.record(3), StandardCharsets.UTF_8));
            assertEquals(8 + 4, journal.recordBytes(3));
        }
        try (Journal journal = Journal.open(path)) {
            assertEquals(List.of("one", "two", "three", "four"), texts(journal));
        }
    }

    @Test
    void keepingTheNewestRecordsRewritesTheFileFromThem() throws IOException {
        Path path = journalWith("one", "two", "three", "four");
        for (boolean onStorage : new boolean[] {true, false}) {
            try (Journal journal = onStorage ? Journal.openOnStorage(path) : Journal.open(path)) {
                journal.keepFrom(onStorage ? 2 : 1);
                journal.append(bytes(onStorage ? "five" : "six"));
                assertEquals(onStorage ? List.of("three", "four", "five") : List.of("four", "five", "six"), textsOnStorage(journal));
            }
        }
        try (Journal journal = Journal.open(path)) {
            assertEquals(List.of("four", "five", "six"), texts(journal));
            assertEquals(new Journal.Recovery(3, 0, null), journal.recovery(), "nothing dropped, nothing set aside");
            assertEquals(8 + (8 + 4) + (8 + 4) + (8 + 3), journal.size(), "the magic, then only the three records kept");
        }
    }

    @Test
    void theFileGrowsInStepsOfZerosAndAnAppendInTheRoomLeftKeepsItsLength() throws IOException {
        Path path = dir.resolve("game.journal");
        try (Journal journal = Journal.open(path)) {
            assertEquals(8, Files.size(path), "a new journal is its magic alone");
            journal.append(bytes("0:1"));
            assertEquals(Journal.GROWTH_BYTES, Files.size(path), "the first record brings a step of zeros");
            long end = journal.size();
            byte[] longRecord = bytes("1:" + "2".repeat(998));
            while (end + 8 + longRecord.length <= Journal.GROWTH_BYTES) {
                journal.append(longRecord);
                assertEquals(Journal.GROWTH_BYTES, Files.size(path), "a record in the room left does not make the file longer");
                end = journal.size();
            }
            journal.append(bytes("0:" + "3".repeat(998)));
            assertEquals(2L * Journal.GROWTH_BYTES, Files.size(path), "a record that does not fit brings the next step");
        }
        try (Journal journal = Journal.open(path)) {
            assertEquals(new Journal.Recovery(journal.count(), 0, null), journal.recovery(), "the zeros after the records are room, not a torn record");
            assertEquals("0:" + "3".repeat(998), texts(journal).get(journal.count() - 1));
            assertEquals(journal.count(), Journal.read(path).size(), "a reader beside the writer stops where the records end");
        }
    }

    /** The journal's records' bytes, without the room of zeros after them. */
    private static byte[] recordsOf(Path path) throws IOException {
        try (Journal journal = Journal.open(path)) {
            return java.util.Arrays.copyOf(Files.readAllBytes(path), (int) journal.size());
        }
    }

    @Test
    void aRecordTornInTheRoomLeftAtAnyByteIsDroppedAndTheJournalGoesOn() throws IOException {
        Path path = journalWith("first record", "second record");
        byte[] file = Files.readAllBytes(path);
        int secondStart = 8 + 8 + "first record".length();
        int secondEnd = secondStart + 8 + "second record".length();
        for (int cut = secondStart; cut < secondEnd; cut++) {
            // The file keeps its length (the room was there before the record): the record's bytes from the cut on are zeros.
            byte[] torn = file.clone();
            java.util.Arrays.fill(torn, cut, secondEnd, (byte) 0);
            Files.write(path, torn);
            try (Journal journal = Journal.open(path)) {
                assertEquals(List.of("first record"), texts(journal), "cut at byte " + cut);
                assertNull(journal.recovery().setAside());
                journal.append(bytes("after the cut"));
            }
            try (Journal journal = Journal.open(path)) {
                assertEquals(List.of("first record", "after the cut"), texts(journal), "cut at byte " + cut);
                assertEquals(new Journal.Recovery(journal.count(), 0, null), journal.recovery());
            }
        }
    }

    @Test
    void aRecordTornAtAnyByteIsDroppedAndTheJournalGoesOn() throws IOException {
        Path path = journalWith("first record", "second record");
        byte[] whole = recordsOf(path);
        int secondStart = 8 + 8 + "first record".length();
        for (int cut = secondStart + 1; cut < whole.length; cut++) {
            Files.write(path, java.util.Arrays.copyOf(whole, cut));
            try (Journal journal = Journal.open(path)) {
                assertEquals(List.of("first record"), texts(journal), "cut at byte " + cut);
                // A cut within the length's leading zero bytes leaves zeros: room, not a torn record.
                boolean zeros = java.util.stream.IntStream.range(secondStart, cut).allMatch(i -> whole[i] == 0);
                assertEquals(zeros ? 0 : cut - secondStart, journal.recovery().droppedTailBytes(), "cut at byte " + cut);
                assertNull(journal.recovery().setAside());
                journal.append(bytes("after the cut"));
            }
            try (Journal journal = Journal.open(path)) {
                assertEquals(List.of("first record", "after the cut"), texts(journal), "cut at byte " + cut);
                assertEquals(new Journal.Recovery(2, 0, null), journal.recovery(), "cut at byte " + cut + ": nothing dropped once recovered");
            }
        }
    }

    @Test
    void aDamagedLastRecordIsDroppedLikeATornOne() throws IOException {
        Path path = journalWith("first record", "second record");
        byte[] file = Files.readAllBytes(path);
        int secondStart = 8 + 8 + "first record".length();
        file[secondStart + 8 + "second record".length() - 3] ^= 0x10;
        Files.write(path, file);
        try (Journal journal = Journal.open(path)) {
            assertEquals(List.of("first record"), texts(journal));
            assertEquals(file.length - secondStart, journal.recovery().droppedTailBytes(), "the record and the room after it");
            assertNull(journal.recovery().setAside());
        }
    }

    @Test
    void zerosAfterTheLastRecordAreRoomForTheNext() throws IOException {
        Path path = journalWith("first record");
        byte[] file = recordsOf(path);
        Files.write(path, java.util.Arrays.copyOf(file, file.length + 4096));
        try (Journal journal = Journal.open(path)) {
            assertEquals(List.of("first record"), texts(journal));
            assertEquals(new Journal.Recovery(journal.count(), 0, null), journal.recovery());
            journal.append(bytes("second record"));
            assertEquals(file.length + 4096, Files.size(path), "the second record went into the room");
        }
        try (Journal journal = Journal.open(path)) {
            assertEquals(List.of("first record", "second record"), texts(journal));
        }
    }

    @Test
    void anythingButZerosAfterTheLastRecordIsATornRecordAndDropped() throws IOException {
        Path path = journalWith("first record");
        byte[] file = recordsOf(path);
        byte[] tail = java.util.Arrays.copyOf(file, file.length + 4096);
        tail[file.length + 100] = 7; // a record's payload stored, its header not
        Files.write(path, tail);
        try (Journal journal = Journal.open(path)) {
            assertEquals(List.of("first record"), texts(journal));
            assertEquals(4096, journal.recovery().droppedTailBytes());
            assertNull(journal.recovery().setAside());
        }
    }

    @Test
    void damageBeforeTheEndSetsTheFileAsideAndStartsAnew() throws IOException {
        Path path = journalWith("first record", "second record");
        byte[] file = Files.readAllBytes(path);
        file[8 + 8 + 2] ^= 0x01; // inside the first payload: its checksum no longer matches
        Files.write(path, file);
        try (Journal journal = Journal.open(path)) {
            assertEquals(List.of(), journal.records());
            Path aside = journal.recovery().setAside();
            assertNotNull(aside);
            assertArrayEquals(file, Files.readAllBytes(aside), "the damaged file is kept for inspection, unchanged");
            journal.append(bytes("new"));
        }
    }

    @Test
    void aFileThatIsNoJournalIsSetAside() throws IOException {
        Path path = dir.resolve("game.journal");
        Files.writeString(path, "{\"this is\": \"not a journal\"}");
        try (Journal journal = Journal.open(path)) {
            assertEquals(0, journal.records().size());
            assertNotNull(journal.recovery().setAside());
        }
    }

    @Test
    void aJournalCutWhileItsMagicWasWrittenStartsEmpty() throws IOException {
        Path path = dir.resolve("game.journal");
        for (int length = 0; length < Journal.MAGIC.length; length++) {
            Files.write(path, java.util.Arrays.copyOf(Journal.MAGIC, length));
            try (Journal journal = Journal.open(path)) {
                assertEquals(0, journal.records().size());
                assertNull(journal.recovery().setAside(), "length " + length);
                journal.append(bytes("x"));
            }
            try (Journal journal = Journal.open(path)) {
                assertEquals(List.of("x"), texts(journal));
            }
            Files.delete(path);
        }
    }

    @Test
    void emptyAndOversizedRecordsAreRefused() throws IOException {
        try (Journal journal = Journal.open(dir.resolve("j"))) {
            assertThrows(IllegalArgumentException.class, () -> journal.append(new byte[0]));
            assertThrows(IllegalArgumentException.class, () -> journal.append(new byte[Journal.MAX_PAYLOAD + 1]));
            assertEquals(0, journal.records().size());
        }
    }

    @Test
    void atomicWritesReplaceTheWholeFile() throws IOException {
        Path path = dir.resolve("sub/registry.json");
        Durable.writeAtomically(path, bytes("old"));
        Durable.writeAtomically(path, bytes("new content"));
        assertEquals("new content", Files.readString(path));
        try (var files = Files.list(path.getParent())) {
            assertEquals(1, files.count(), "no temporary file is left behind");
        }
    }
}
