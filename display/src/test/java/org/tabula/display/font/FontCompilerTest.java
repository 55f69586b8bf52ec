package org.tabula.display.font;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;

import org.junit.jupiter.api.Test;

class FontCompilerTest {
    /** Two characters of a BDF font, trimmed from misc-fixed 5x7: 'A', and 0x01 which is not wanted. */
    private static final String BDF = """
            STARTFONT 2.1
            FONT -Misc-Fixed-Medium-R-Normal--7-70-75-75-C-50-ISO10646-1
            SIZE 7 75 75
            FONTBOUNDINGBOX 5 7 0 -1
            STARTPROPERTIES 3
            FONT_ASCENT 6
            FONT_DESCENT 1
            COPYRIGHT "Public domain font.  Share and enjoy."
            ENDPROPERTIES
            CHARS 3
            STARTCHAR char1
            ENCODING 1
            DWIDTH 5 0
            BBX 5 7 0 -1
            BITMAP
            F8
            F8
            F8
            F8
            F8
            F8
            F8
            ENDCHAR
            STARTCHAR A
            ENCODING 65
            DWIDTH 5 0
            BBX 5 7 0 -1
            BITMAP
            20
            50
            88
            88
            F8
            88
            00
            ENDCHAR
            STARTCHAR question
            ENCODING 63
            DWIDTH 5 0
            BBX 5 7 0 -1
            BITMAP
            70
            88
            10
            20
            00
            20
            00
            ENDCHAR
            ENDFONT
            """;

    @Test
    void keepsTheWantedCharactersWithTheirBitsAndTheLicence() throws IOException {
        String compiled = FontCompiler.compile(new StringReader(BDF), new FontCompiler.Target("5x7", "test-5x7"), FontCompiler.WANTED);
        assertTrue(compiled.contains("Public domain font.  Share and enjoy."), compiled);
        BitmapFont font = BitmapFont.read(new StringReader(compiled), "compiled");
        assertEquals(6, font.ascent());
        assertEquals(1, font.descent());
        assertTrue(font.covers('A'));
        assertFalse(font.covers(1));
        Glyph a = font.glyph('A');
        assertEquals(5, a.width());
        assertEquals(-1, a.yOffset());
        // BDF rows are left-aligned bytes: 0x20 is the middle column of five.
        assertEquals(0b00100, a.row(0));
        assertEquals(0b11111, a.row(4));
        assertEquals(font.glyph('?'), font.glyph('Z'));
    }

    @Test
    void namesLettersAreEuropeanAlphabetsNotRightToLeftOrSymbols() {
        for (int letter : "ŁłŚśŻżĄęŐűŠčĞışțẞЖщЁїΩάΐ".codePoints().toArray()) {
            assertTrue(FontCompiler.NAME_LETTER.test(letter), Character.toString(letter));
        }
        for (int other : "אשדذ‘€ʼ;".codePoints().toArray()) {
            assertFalse(FontCompiler.NAME_LETTER.test(other), Character.toString(other));
        }
    }

    /** What the shipped fonts hold, as the compilers made them: each name letter in every size, misaki only behind them. */
    @Test
    void theShippedFontsDrawANameLetterInEverySizeAndEveryJisKanjiInMisaki() {
        Fonts latin = Fonts.latin();
        BitmapFont misaki = (BitmapFont) Fonts.japanese().small();
        for (int codePoint : ((BitmapFont) latin.small()).codePoints()) {
            assertTrue(latin.medium().covers(codePoint) && latin.large().covers(codePoint) || FontCompiler.WANTED.test(codePoint),
                    "U+" + Integer.toHexString(codePoint) + " is a name's letter in one size only");
            assertFalse(misaki.covers(codePoint), "U+" + Integer.toHexString(codePoint) + " is in both misc-fixed and misaki");
        }
        assertTrue(latin.small().covers('Ł') && latin.large().covers('щ') && latin.medium().covers('ώ'));
        long kanji = MisakiCompiler.jisX0208().filter(cp -> Character.UnicodeBlock.of(cp) == Character.UnicodeBlock.CJK_UNIFIED_IDEOGRAPHS).count();
        // JIS X 0208:1990 has 6,355; Java's EUC-JP table maps one code more to a unified ideograph.
        assertTrue(kanji >= 6_355, kanji + " kanji");
        assertEquals(kanji, MisakiCompiler.jisX0208().filter(cp -> Character.UnicodeBlock.of(cp) == Character.UnicodeBlock.CJK_UNIFIED_IDEOGRAPHS)
                .filter(misaki::covers).count());
    }
}
