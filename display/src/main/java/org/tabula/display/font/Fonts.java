package org.tabula.display.font;

import java.util.List;

/**
 * The three sizes the screens write in: {@code small} for tables and dense lines (5x7 cells),
 * {@code medium} for menus and prompts (6x10), {@code large} for the few big numbers and titles
 * (9x18 bold). A language whose script the Latin fonts lack plugs its fonts in behind them with
 * {@link #withFallback}.
 */
public record Fonts(Font small, Font medium, Font large) {
    private static final String DIRECTORY = "/org/tabula/display/font/";

    /**
     * The misc-fixed fonts: ASCII, Latin-1, a few symbols, and the Latin Extended, Greek and
     * Cyrillic letters that all three sizes have (people's names). Loaded once.
     */
    public static Fonts latin() {
        return Latin.FONTS;
    }

    /**
     * Japanese kana and kanji: misaki's 8x8 dots (Misaki Gothic, by Num Kadoma) for the small and
     * medium sizes, the same dots doubled for the large one. JIS X 0208 (every kanji a Japanese
     * name may have), kana, CJK punctuation and the characters of the Japanese catalogue, less
     * what the Latin fonts have; use behind {@link #latin()} with {@link #withFallback}. Loaded once.
     */
    public static Fonts japanese() {
        return Japanese.FONTS;
    }

    /**
     * Whether the text holds what the Latin fonts lack (kana, kanji): glyphs that fill their line,
     * so that lines of them closed up, with no blank row between, run together.
     */
    public static boolean fillsLine(String text) {
        return !text.codePoints().allMatch(Latin.FONTS.small()::covers);
    }

    /** These fonts with {@code other}'s behind them for the characters these lack. */
    public Fonts withFallback(Fonts other) {
        return new Fonts(new FallbackFont(List.of(small, other.small)), new FallbackFont(List.of(medium, other.medium)),
                new FallbackFont(List.of(large, other.large)));
    }

    /** Every size, smallest first. */
    public List<Font> all() {
        return List.of(small, medium, large);
    }

    private static final class Japanese {
        static final Font MISAKI = BitmapFont.resource(DIRECTORY + "misaki-gothic-8.font");
        static final Fonts FONTS = new Fonts(MISAKI, MISAKI, new ScaledFont(MISAKI, 2));
    }

    private static final class Latin {
        static final Fonts FONTS = new Fonts(
                BitmapFont.resource(DIRECTORY + "misc-fixed-5x7.font"),
                BitmapFont.resource(DIRECTORY + "misc-fixed-6x10.font"),
                BitmapFont.resource(DIRECTORY + "misc-fixed-9x18B.font"));
    }
}
