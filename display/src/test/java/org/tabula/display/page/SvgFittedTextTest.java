package org.tabula.display.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/** A person's whole name in a column of names: as it is where it fits, smaller where not, then pressed into the column. */
class SvgFittedTextTest {
    private static final Pattern SIZE = Pattern.compile("font-size=\"([0-9.]+)\"");

    private static String drawn(String text, double width) {
        return new Svg(20, "t").text(0, 10, text, 13, width, Svg.Anchor.START, Svg.INK, true).done();
    }

    private static double size(String svg) {
        Matcher size = SIZE.matcher(svg);
        assertTrue(size.find(), svg);
        return Double.parseDouble(size.group(1));
    }

    @Test
    void aNameThatFitsIsDrawnAsItIs() {
        String svg = drawn("East", 70);
        assertEquals(13, size(svg));
        assertFalse(svg.contains("textLength"), svg);
        assertEquals(new Svg(20, "t").text(0, 10, "East", 13, Svg.Anchor.START, Svg.INK, true).done(), svg);
    }

    @Test
    void aLongerNameIsDrawnSmallerWithinTheColumn() {
        String svg = drawn("Bartholomeus", 90);
        assertTrue(size(svg) < 13 && size(svg) >= Svg.SMALLEST_FITTED, svg);
        assertTrue(Svg.estimatedWidth("Bartholomeus", size(svg)) <= 90);
        assertFalse(svg.contains("textLength"), svg);
    }

    @Test
    void aNameTooLongEvenSmallIsPressedIntoTheColumn() {
        for (String name : new String[] {"WWWWWWWWWWWW", "ミナミ・タナカ・ハル"}) {
            String svg = drawn(name, 58);
            assertEquals(Svg.SMALLEST_FITTED, size(svg), svg);
            assertTrue(svg.contains("textLength=\"58\" lengthAdjust=\"spacingAndGlyphs\""), svg);
        }
    }

    @Test
    void kanaAreJudgedWiderThanLatinLetters() {
        assertTrue(Svg.estimatedWidth("アキ", 13) > Svg.estimatedWidth("Ak", 13));
        assertEquals(6 * 13, Svg.estimatedWidth("アキ・タナカ", 13), 0.001);
    }
}
