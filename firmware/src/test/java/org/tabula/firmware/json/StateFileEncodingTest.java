package org.tabula.firmware.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.display.text.Language;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.console.LanguageChoice;

/**
 * A state file that is not UTF-8 is refused as such (found by fuzzing: Jackson let a byte 0xFF
 * in a tag through, and the refusal quoted a tag the file does not hold).
 */
class StateFileEncodingTest {
    private static final byte[] INVALID_BYTE_IN_A_KEY = "{\"format\": 1, \"tags\": {\"Exceptio\u00ffn`1\": \"on9\"}}"
            .getBytes(StandardCharsets.ISO_8859_1);

    @TempDir
    Path state;

    @Test
    void aCardRegistryThatIsNotUtf8IsRefusedAsSuch() throws IOException {
        Path file = state.resolve(CardRegistry.FILE_NAME);
        Files.write(file, INVALID_BYTE_IN_A_KEY);
        IOException refusal = assertThrows(IOException.class, () -> CardRegistry.load(state));
        assertEquals(file + ": not UTF-8 text", refusal.getMessage());
    }

    @Test
    void aLanguageChoiceThatIsNotUtf8IsRefusedAsSuch() throws IOException {
        Path file = state.resolve(LanguageChoice.FILE_NAME);
        Files.write(file, "{\"language\": \"e\u00ffn\"}".getBytes(StandardCharsets.ISO_8859_1));
        IOException refusal = assertThrows(IOException.class, () -> LanguageChoice.load(state, Language.english()));
        assertEquals(file + ": not UTF-8 text", refusal.getMessage());
    }
}
