package org.tabula.display.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Frame;

class BitmapFontTest {
    /** A blank '?' as the replacement and a 3x3 'X', one row of descent. */
    private static final String TINY = """
            # a test font
            font tiny
            ascent 3
            descent 1
            replacement 003F
            char 003F 4 0 0 0 0 -
            char 0058 4 3 3 0 0 525
            """;

    private static BitmapFont tiny() throws IOException {
        return BitmapFont.read(new StringReader(TINY), "tiny");
    }

    @Test
    void readsGlyphsAndMetrics() throws IOException {
        BitmapFont font = tiny();
        assertEquals("tiny", font.name());
        assertEquals(4, font.lineHeight());
        assertTrue(font.covers('X'));
        assertFalse(font.covers('Y'));
        assertEquals(4, font.glyph('Y').advance());
        assertEquals(8, font.width("XY"));
        assertEquals('Y', font.firstMissing("XYX"));
        assertEquals(-1, font.firstMissing("XX"));
    }

    @Test
    void drawsOnTheBaselineFromTheTopOfTheLine() throws IOException {
        Frame frame = new Frame();
        int end = new Canvas(frame).text(tiny(), 10, 20, "X", true);
        assertEquals(14, end);
        // Ascent 3: the 3-row glyph sitting on the baseline fills rows 20..22.
        assertTrue(frame.get(10, 20));
        assertTrue(frame.get(12, 20));
        assertTrue(frame.get(11, 21));
        assertTrue(frame.get(10, 22));
        assertFalse(frame.get(11, 20));
        assertEquals(5, frame.litPixels());
    }

    @Test
    void writesWhatItReads() throws IOException {
        BitmapFont font = tiny();
        String written = font.write(List.of("a test font"));
        assertEquals(TINY, written);
    }

    @Test
    void badLinesAreNamed() {
        String wrongRows = TINY.replace("525", "52");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BitmapFont.read(new StringReader(wrongRows), "tiny"));
        assertTrue(e.getMessage().startsWith("tiny line 7:"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> BitmapFont.read(new StringReader(TINY.replace("replacement 003F", "replacement 0041")), "t"));
        assertThrows(IllegalArgumentException.class, () -> BitmapFont.read(new StringReader(TINY + "char 0058 4 3 3 0 0 525\n"), "t"));
        assertThrows(IllegalArgumentException.class, () -> BitmapFont.read(new StringReader(TINY.replace("ascent 3\n", "")), "t"));
        IllegalArgumentException disordered = assertThrows(IllegalArgumentException.class,
                () -> BitmapFont.read(new StringReader(TINY + "char 0041 4 3 3 0 0 525\n"), "t"));
        assertTrue(disordered.getMessage().contains("ascending order"), disordered.getMessage());
        assertThrows(IllegalArgumentException.class, () -> BitmapFont.read(new StringReader(TINY.replace("525", "525 7")), "t"));
        assertThrows(IllegalArgumentException.class, () -> BitmapFont.read(new StringReader(TINY.replace("char 0058 4 3 3 0 0 525", "char 0058 4 3")), "t"));
    }

    /** Glyphs are made from the packed bytes when asked for: equal each time, and as they were read. */
    @Test
    void aGlyphIsTheSameValueEachTimeItIsAskedFor() throws IOException {
        BitmapFont font = tiny();
        assertEquals(font.glyph('X'), font.glyph('X'));
        assertEquals(new Glyph(4, 3, 0, 0, new int[] {0b101, 0b010, 0b101}), font.glyph('X'));
        assertEquals(4, font.advance('X'));
        assertEquals(font.glyph('?'), font.glyph('Y'));
        assertEquals(List.of((int) '?', (int) 'X'), Arrays.stream(font.codePoints()).boxed().toList());
    }

    @Test
    void glyphRowsMustFitTheirWidth() {
        assertThrows(IllegalArgumentException.class, () -> new Glyph(4, 3, 0, 0, new int[] {0b1000}));
    }

    @Test
    void fallbackTakesEachCharacterFromTheFirstFontThatHasIt() throws IOException {
        BitmapFont xs = tiny();
        BitmapFont ys = BitmapFont.read(new StringReader(TINY.replace("font tiny", "font ys").replace("char 0058", "char 0059")
                .replace("ascent 3", "ascent 5")), "ys");
        FallbackFont both = new FallbackFont(List.of(xs, ys));
        assertEquals("tiny+ys", both.name());
        assertTrue(both.covers('X'));
        assertTrue(both.covers('Y'));
        assertFalse(both.covers('Z'));
        assertEquals(5, both.ascent());
        assertEquals(ys.glyph('Y'), both.glyph('Y'));
        assertEquals(xs.glyph('Z'), both.glyph('Z'));
    }
}
