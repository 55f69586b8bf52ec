package org.tabula.display.font;

import java.util.List;

/**
 * Several fonts used as one: each character comes from the first font that covers it, so a
 * second script (Japanese kana and kanji, issue 13) can be plugged in behind the Latin font.
 * Lines are tall enough for the tallest font; all share one baseline.
 */
public final class FallbackFont implements Font {
    private final List<Font> fonts;

    public FallbackFont(List<Font> fonts) {
        if (fonts.isEmpty()) {
            throw new IllegalArgumentException("a fallback font needs at least one font");
        }
        this.fonts = List.copyOf(fonts);
    }

    @Override
    public String name() {
        return String.join("+", fonts.stream().map(Font::name).toList());
    }

    @Override
    public int ascent() {
        return fonts.stream().mapToInt(Font::ascent).max().orElseThrow();
    }

    @Override
    public int descent() {
        return fonts.stream().mapToInt(Font::descent).max().orElseThrow();
    }

    @Override
    public boolean covers(int codePoint) {
        return fonts.stream().anyMatch(font -> font.covers(codePoint));
    }

    @Override
    public Glyph glyph(int codePoint) {
        return fontFor(codePoint).glyph(codePoint);
    }

    @Override
    public int advance(int codePoint) {
        return fontFor(codePoint).advance(codePoint);
    }

    /** The first font that covers the code point, or the first font (for its replacement glyph). */
    private Font fontFor(int codePoint) {
        for (Font font : fonts) {
            if (font.covers(codePoint)) {
                return font;
            }
        }
        return fonts.get(0);
    }
}
