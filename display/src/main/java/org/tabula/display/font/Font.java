package org.tabula.display.font;

/**
 * A bitmap font: glyphs by Unicode code point, placed on a baseline. A line of text takes
 * {@link #lineHeight()} rows: {@link #ascent()} above the baseline (the baseline row included)
 * and {@link #descent()} below it.
 */
public interface Font {
    /** A short name for messages, such as {@code misc-fixed-6x10}. */
    String name();

    int ascent();

    int descent();

    default int lineHeight() {
        return ascent() + descent();
    }

    /** Whether the font has its own glyph for the code point (not the replacement). */
    boolean covers(int codePoint);

    /** The code point's glyph, or the font's replacement glyph if it has none. */
    Glyph glyph(int codePoint);

    /** How far the pen moves past the code point's glyph (the replacement's, if the font lacks it). */
    default int advance(int codePoint) {
        return glyph(codePoint).advance();
    }

    /** The width of the text in pixels: the sum of its glyphs' advances. */
    default int width(String text) {
        int width = 0;
        for (int i = 0; i < text.length(); ) {
            int codePoint = text.codePointAt(i);
            width += advance(codePoint);
            i += Character.charCount(codePoint);
        }
        return width;
    }

    /** The first code point of the text that the font does not cover, or -1 if it covers all. */
    default int firstMissing(String text) {
        for (int i = 0; i < text.length(); ) {
            int codePoint = text.codePointAt(i);
            if (!covers(codePoint)) {
                return codePoint;
            }
            i += Character.charCount(codePoint);
        }
        return -1;
    }
}
