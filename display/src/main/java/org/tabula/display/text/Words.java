package org.tabula.display.text;

import java.io.InputStream;

/**
 * A game's own words: a message bundle kept beside its display code (its package's
 * {@code words_en.properties}, {@code words_ja.properties}), rather than in the box's shared
 * catalogue. Each bundle is a service ({@code META-INF/services/org.tabula.display.text.Words});
 * every language's {@link Catalogue} takes in the keys of every bundle, so a game's words, its
 * options' labels and its refusals' translations read like the box's own. A bundle may not define
 * a key the catalogue or another bundle has.
 */
public interface Words {
    /**
     * The bundle in a language ({@code en}), a UTF-8 {@code .properties} text; null where the
     * bundle has no such language (its keys then fall back to English, as the shared catalogue's do).
     */
    InputStream open(String language);
}
