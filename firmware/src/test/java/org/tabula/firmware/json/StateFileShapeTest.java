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
import org.tabula.firmware.cards.roman.RomanDeck;
import org.tabula.firmware.console.LanguageChoice;

/** State files are read into records: a file of another shape is refused with a sentence naming the file. */
class StateFileShapeTest {
    @TempDir
    Path state;

    private Path write(String name, String text) throws IOException {
        return Files.writeString(state.resolve(name), text, StandardCharsets.UTF_8);
    }

    @Test
    void aLanguageThatIsNotATextIsRefused() throws IOException {
        for (String text : new String[] {"{\"language\": 5}", "{\"language\": true}", "{\"language\": null}", "{}", "[]", "null", ""}) {
            Path file = write(LanguageChoice.FILE_NAME, text);
            IOException refusal = assertThrows(IOException.class, () -> LanguageChoice.load(state, Language.english()), text);
            assertEquals(file + ": expected {\"language\": \"en\"} or another language code", refusal.getMessage(), text);
        }
    }

    @Test
    void aSavedLanguageLoadsAndOtherKeysAreIgnored() throws IOException {
        write(LanguageChoice.FILE_NAME, "{\"language\": \"ja\", \"since\": 2026}");
        assertEquals("ja", LanguageChoice.load(state, Language.english()).current().code());
    }

    @Test
    void aRegistryOfAnotherShapeIsRefused() throws IOException {
        for (String text : new String[] {"{\"format\": 2, \"tags\": {}}", "{\"format\": 1}", "{\"format\": 1, \"tags\": []}",
            "{\"tags\": {}}", "[]", "null"}) {
            Path file = write(CardRegistry.FILE_NAME, text);
            IOException refusal = assertThrows(IOException.class, () -> CardRegistry.load(state), text);
            assertEquals(file + ": not a card registry of format 1", refusal.getMessage(), text);
        }
    }

    @Test
    void aTagThatNamesNoCardIsRefusedQuotingTheName() throws IOException {
        Path file = write(CardRegistry.FILE_NAME, "{\"format\": 1, \"tags\": {\"0401\": \"roman:Z9\"}}");
        assertEquals(file + ": tag 0401 names no card: \"roman:Z9\"", assertThrows(IOException.class, () -> CardRegistry.load(state)).getMessage());
        write(CardRegistry.FILE_NAME, "{\"format\": 1, \"tags\": {\"0401\": null}}");
        assertEquals(file + ": tag 0401 names no card: null", assertThrows(IOException.class, () -> CardRegistry.load(state)).getMessage());
    }

    @Test
    void anEnrolledRegistryLoadsInFileOrder() throws IOException {
        write(CardRegistry.FILE_NAME, "{\"format\": 1, \"tags\": {\"04B2\": \"roman:B3\", \"04A1\": \"roman:R7\"}, \"note\": \"kept\"}");
        CardRegistry registry = CardRegistry.load(state);
        assertEquals(2, registry.enrolledCount(RomanDeck.DECK));
        assertEquals("04A1", registry.uidOf(RomanDeck.DECK.card("R7").orElseThrow()).orElseThrow());
    }
}
