package org.tabula.display.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class TextLayoutTest {
    /** 6x10: every glyph advances 6 pixels. */
    private static final Font FONT = Fonts.latin().medium();

    @Test
    void textTooLongEndsInAnEllipsisWithinTheWidth() {
        String fitted = TextLayout.shorten(FONT, "Wheel of History", 48);
        assertEquals("Wheel o\u2026", fitted);
        assertTrue(FONT.width(fitted) <= 48);
        assertEquals("Wheel\u2026", TextLayout.shorten(FONT, "Wheel of History", 41));
        assertEquals("\u2026", TextLayout.shorten(FONT, "Wheel", 6));
        assertEquals("", TextLayout.shorten(FONT, "Wheel", 5));
    }

    @Test
    void wrapsAtSpaces() {
        assertEquals(List.of("7 is not lower", "than 5"), TextLayout.wrap(FONT, "7 is not lower than 5", 90, 4));
    }

    @Test
    void aWordTooLongForALineIsShortened() {
        assertEquals(List.of("Tap", "Superlongca\u2026", "now"), TextLayout.wrap(FONT, "Tap Superlongcardname now", 72, 4));
    }

    @Test
    void tooManyLinesEndInAnEllipsis() {
        List<String> lines = TextLayout.wrap(FONT, "one two three four five six", 30, 2);
        assertEquals(List.of("one", "two\u2026"), lines);
    }

    @Test
    void wrappingTellsWhetherItCut() {
        assertFalse(TextLayout.wrapped(FONT, "7 is not lower than 5", 90, 4).cut());
        assertTrue(TextLayout.wrapped(FONT, "Tap Superlongcardname now", 72, 4).cut(), "a word shortened");
        assertTrue(TextLayout.wrapped(FONT, "one two three four five six", 30, 2).cut(), "lines left out");
    }

    @Test
    void explicitBreaksAreKept() {
        assertEquals(List.of("a", "", "b"), TextLayout.wrap(FONT, "a\n\nb", 60, 5));
    }

    @Test
    void japaneseBreaksBetweenPhrasesOnly() {
        assertEquals(List.of("ラウンド3の", "両方の", "カードが", "見えた"), TextLayout.words("ラウンド3の両方のカードが見えた"));
        assertEquals(List.of("R5が", "P1から", "押し込み、", "P2へ"), TextLayout.words("R5がP1から押し込み、P2へ"));
        assertEquals(List.of("a", " ", "bc"), TextLayout.words("a bc"));
    }

    /** The toast's lines as the issue found them cut: 見え|た, 押し込|み. */
    @Test
    void japaneseWordsAreNeverCutAtTheEndOfALine() {
        Font japanese = Fonts.japanese().small();
        for (int width = 40; width <= 120; width++) {
            for (String line : TextLayout.wrap(japanese, "ラウンド3の両方のカードが見えた", width, 9)) {
                assertFalse(line.endsWith("見え") || line.startsWith("た"), width + ": " + line);
            }
            for (String line : TextLayout.wrap(japanese, "赤がR5から押し込み、下へ", width, 9)) {
                assertFalse(line.endsWith("押し込") || line.endsWith("押し") || line.endsWith("押"), width + ": " + line);
            }
        }
    }

    @Test
    void aNumberStaysWithTheWordBeforeIt() {
        for (int width = 30; width <= 120; width++) {
            for (String text : List.of("Yellow complete: P1 +9, P2 +4", "P1 puts 7H on discard 1", "Round 6/9 at East 3")) {
                List<String> lines = TextLayout.wrap(FONT, text, width, 9);
                assertTrue(lines.stream().noneMatch(line -> line.matches("[+-]?\\d.*")), width + ": " + lines);
            }
        }
    }
}
