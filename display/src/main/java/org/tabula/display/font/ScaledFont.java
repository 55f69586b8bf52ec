package org.tabula.display.font;

/**
 * A bitmap font drawn with each dot as a {@code factor x factor} square: the large size of a script
 * that has only one bitmap size (misaki's 8x8 kana and kanji become 16x16 beside the 9x18 Latin
 * font). Dots stay sharp, as on the OLED every pixel is a dot anyway. Each glyph is scaled when
 * asked for and not kept: a cache would grow towards every kanji a name has ever used.
 */
public final class ScaledFont implements Font {
    private final Font font;
    private final int factor;

    public ScaledFont(Font font, int factor) {
        if (factor < 1) {
            throw new IllegalArgumentException("a font is scaled by 1 or more, not " + factor);
        }
        this.font = font;
        this.factor = factor;
    }

    @Override
    public String name() {
        return font.name() + "x" + factor;
    }

    @Override
    public int ascent() {
        return font.ascent() * factor;
    }

    @Override
    public int descent() {
        return font.descent() * factor;
    }

    @Override
    public boolean covers(int codePoint) {
        return font.covers(codePoint);
    }

    @Override
    public Glyph glyph(int codePoint) {
        return scale(font.glyph(codePoint));
    }

    @Override
    public int advance(int codePoint) {
        return font.advance(codePoint) * factor;
    }

    private Glyph scale(Glyph glyph) {
        int width = glyph.width() * factor;
        int[] rows = new int[glyph.height() * factor];
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < width; c++) {
                if (glyph.isSet(c / factor, r / factor)) {
                    rows[r] |= 1 << (width - 1 - c);
                }
            }
        }
        return new Glyph(glyph.advance() * factor, width, glyph.xOffset() * factor, glyph.yOffset() * factor, rows);
    }
}
