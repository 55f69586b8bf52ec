package org.tabula.firmware.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.code_intelligence.jazzer.junit.Lifecycle;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

import org.tabula.firmware.GameLogRecorder;
import org.tabula.firmware.journal.JournalFiles;
import org.tabula.hal.fuzz.Sentences;

/**
 * The archive's file at start-up (docs/fuzzing.md): an archive of any bytes opens, lists only
 * games it can give whole (entry and script), takes the next game, and never stops the service
 * from starting; what it passes over or sets aside is said in a sentence on standard error.
 * Seeds: archives of real games, cut short, with foreign records, a date that is no date, and a
 * script that inflates past its bound.
 */
class ArchiveFuzzTest {
    private Path state;

    @BeforeEach
    void createState() throws IOException {
        state = Files.createTempDirectory("tabula-archive");
    }

    @AfterEach
    void deleteState() throws IOException {
        try (Stream<Path> files = Files.walk(state)) {
            files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
        }
    }

    /**
     * The first byte chooses the form: even, the rest is the archive file as it is; odd, the rest
     * is records, each a 2-byte length and its bytes, written as a journal with good checksums,
     * so that the fuzzer reaches the records' insides.
     */
    @FuzzTest(maxDuration = "10m", lifecycle = Lifecycle.PER_EXECUTION)
    void anyArchiveOpensListsWholeGamesAndTakesTheNext(byte[] input) throws IOException {
        if (input.length == 0) {
            return;
        }
        byte[] rest = Arrays.copyOfRange(input, 1, input.length);
        if ((input[0] & 1) == 0) {
            Files.write(state.resolve(Archive.FILE), rest);
        } else {
            JournalFiles.write(state.resolve(Archive.FILE), records(rest));
        }
        String said = stderrOf(() -> {
            List<ArchiveEntry> seen = Archive.snapshot(state).entries();
            try (Archive archive = Archive.open(state, 64)) {
                List<ArchiveEntry> kept = archive.entries();
                assertTrue(kept.size() <= seen.size(), "the service lists no game a snapshot does not");
                assertEquals(seen.subList(seen.size() - kept.size(), seen.size()), kept,
                        "the service keeps the newest games a snapshot reads (all, or none of a damaged file)");
                for (ArchiveEntry entry : archive.entries()) {
                    assertTrue(archive.script(entry.number()).isPresent(), "game " + entry.number() + " is listed whole");
                }
                int next = archive.entries().isEmpty() ? 1 : archive.entries().get(archive.entries().size() - 1).number() + 1;
                ArchiveEntry added = archive.add(Instant.EPOCH, "sumo", List.of(ArchiveEntry.PEOPLE, ArchiveEntry.PEOPLE), List.of(1, 0),
                        List.of(0), 1, "{}");
                assertEquals(next, added.number());
            }
            try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
                assertTrue(recorder.finishedGames().entries().size() >= 1, "the service starts with the game just added");
            }
        });
        for (String line : said.lines().filter(line -> line.startsWith("tabula")).toList()) {
            Sentences.assertForPeople(line, new String(input, StandardCharsets.UTF_8) + state);
        }
    }

    private interface Step {
        void run() throws IOException;
    }

    private static String stderrOf(Step step) throws IOException {
        PrintStream err = System.err;
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        System.setErr(new PrintStream(said, true, StandardCharsets.UTF_8));
        try {
            step.run();
        } finally {
            System.setErr(err);
        }
        return said.toString(StandardCharsets.UTF_8);
    }

    private static List<byte[]> records(byte[] bytes) {
        List<byte[]> records = new ArrayList<>();
        int at = 0;
        while (at + 2 <= bytes.length) {
            int length = ((bytes[at] & 0xFF) << 8) | (bytes[at + 1] & 0xFF);
            int end = Math.min(bytes.length, at + 2 + length);
            if (end > at + 2) {
                records.add(Arrays.copyOfRange(bytes, at + 2, end));
            }
            at = end;
        }
        return records;
    }
}
