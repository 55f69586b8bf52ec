package org.tabula.display.text;

import org.tabula.display.font.Fonts;

/**
 * What a screen needs to put words on the display in one language: its message catalogue and
 * fonts that cover its script. English uses the Latin fonts; a second language (Japanese, issue
 * 13) brings its own catalogue and plugs its fonts in behind the Latin ones.
 */
public record Language(String code, Catalogue catalogue, Fonts fonts) {
    public static Language english() {
        return English.LANGUAGE;
    }

    /** The text in this language. */
    public String format(Text text) {
        return catalogue.format(text);
    }

    /** A catalogue message in this language. */
    public String format(String key, Object... args) {
        return catalogue.format(Text.of(key, args));
    }

    private static final class English {
        static final Language LANGUAGE = new Language("en", Catalogue.resource("en", null), Fonts.latin());
    }
}
