package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.CRC32C;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.code_intelligence.jazzer.junit.Lifecycle;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.console.LanguageChoice;
import org.tabula.display.text.Language;
import org.tabula.hal.fuzz.Sentences;

/**
 * The state folder at start-up and {@code tabula run --load} (docs/fuzzing.md): the game journal
 * of any bytes resumes a game or starts afresh; cards.json and language.json of any bytes load or
 * are refused with an {@link IOException} naming the file in a sentence; a saved game is loaded or
 * refused with an {@link IllegalArgumentException}, and then the state folder is as it was.
 * Seeds: journals of a real game cut at every byte, enrolled registries, saved games.
 */
class StateFolderFuzzTest {
    private Path state;

    @BeforeEach
    void createState() throws IOException {
        state = Files.createTempDirectory("tabula-state");
    }

    @AfterEach
    void deleteState() throws IOException {
        try (Stream<Path> files = Files.walk(state)) {
            files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
        }
    }

    /**
     * The first byte chooses the form: even, the rest is the journal file as it is; odd, the rest
     * is records, one a line, written as a journal with good checksums (the header, then moves),
     * so that the fuzzer reaches the script inside.
     */
    @FuzzTest(maxDuration = "10m", lifecycle = Lifecycle.PER_EXECUTION)
    void anyGameJournalResumesOrStartsAfresh(byte[] input) throws IOException {
        if (input.length == 0) {
            return;
        }
        byte[] rest = Arrays.copyOfRange(input, 1, input.length);
        Files.write(state.resolve(GameLog.CURRENT), (input[0] & 1) == 0 ? rest : journalOf(rest));
        PrintStream err = System.err;
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        System.setErr(new PrintStream(said, true, StandardCharsets.UTF_8));
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            recorder.unfinished(new java.util.Random(1)::nextLong);
        } catch (IOException e) {
            Sentences.assertForPeople(e.getMessage(), new String(input, StandardCharsets.UTF_8) + state);
        } finally {
            System.setErr(err);
        }
        // Only the service's own lines: the fuzzer's agent logs to standard error too.
        for (String line : said.toString(StandardCharsets.UTF_8).lines().filter(line -> line.startsWith("tabula")).toList()) {
            Sentences.assertForPeople(line, new String(input, StandardCharsets.UTF_8) + state);
        }
    }

    @FuzzTest(maxDuration = "10m", lifecycle = Lifecycle.PER_EXECUTION)
    void anyCardsFileLoadsOrIsRefused(byte[] input) throws IOException {
        Files.write(state.resolve(CardRegistry.FILE_NAME), input);
        Map<String, byte[]> before = contents();
        try {
            CardRegistry.load(state);
        } catch (IOException e) {
            Sentences.assertForPeople(e.getMessage(), new String(input, StandardCharsets.UTF_8) + state);
        }
        assertUnchanged(before);
    }

    @FuzzTest(maxDuration = "10m", lifecycle = Lifecycle.PER_EXECUTION)
    void anyLanguageFileLoadsOrIsRefused(byte[] input) throws IOException {
        Files.write(state.resolve(LanguageChoice.FILE_NAME), input);
        Map<String, byte[]> before = contents();
        try {
            LanguageChoice.load(state, Language.english());
        } catch (IOException e) {
            Sentences.assertForPeople(e.getMessage(), new String(input, StandardCharsets.UTF_8) + state);
        }
        assertUnchanged(before);
    }

    /** {@code tabula run --load SCRIPT}: a refused script leaves the state folder as it was. */
    @FuzzTest(maxDuration = "10m", lifecycle = Lifecycle.PER_EXECUTION)
    void anySavedGameLoadsOrIsRefusedUntouched(byte[] input) throws IOException {
        String script = new String(input, StandardCharsets.UTF_8);
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            Map<String, byte[]> before = contents();
            try {
                recorder.load(script);
            } catch (IllegalArgumentException e) {
                Sentences.assertForPeople(e.getMessage(), script);
                assertUnchanged(before);
            }
        }
    }

    private static byte[] journalOf(byte[] lines) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes("TABJRNL1".getBytes(StandardCharsets.US_ASCII));
        int start = 0;
        for (int i = 0; i <= lines.length; i++) {
            if (i == lines.length || lines[i] == '\n') {
                byte[] payload = Arrays.copyOfRange(lines, start, i);
                CRC32C crc = new CRC32C();
                crc.update(payload);
                out.writeBytes(ByteBuffer.allocate(8).putInt(payload.length).putInt((int) crc.getValue()).array());
                out.writeBytes(payload);
                start = i + 1;
            }
        }
        return out.toByteArray();
    }

    private Map<String, byte[]> contents() throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(state)) {
            paths.filter(Files::isRegularFile).forEach(file -> {
                try {
                    files.put(state.relativize(file).toString(), Files.readAllBytes(file));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
        return files;
    }

    private void assertUnchanged(Map<String, byte[]> before) throws IOException {
        Map<String, byte[]> after = contents();
        assertEquals(before.keySet(), after.keySet(), "files in the state folder");
        before.forEach((name, bytes) -> assertEquals(Arrays.toString(bytes), Arrays.toString(after.get(name)), name));
    }
}
