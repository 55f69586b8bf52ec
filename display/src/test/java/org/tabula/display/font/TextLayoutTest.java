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
    void cjkBreaksBetweenAnyCharacters() {
        assertEquals(List.of("相", "撲", "ab"), TextLayout.words("相撲ab"));
        assertEquals(List.of("a", " ", "bc"), TextLayout.words("a bc"));
    }
}
