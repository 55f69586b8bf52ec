package org.tabula.display.engarde;

import java.io.InputStream;

import org.tabula.display.text.Words;

/** En Garde's words, in this package's {@code words_<language>.properties}. */
public final class EnGardeWords implements Words {
    @Override
    public InputStream open(String language) {
        return EnGardeWords.class.getResourceAsStream("words_" + language + ".properties");
    }
}
