package org.tabula.display.text;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Words of their own, for what the box's catalogues cannot know in advance (a physical deck
 * registered beside the box's games): {@code words_en.properties}, {@code words_ja.properties}
 * and so on in the owner's own package, each read once, when a message of it is first shown in
 * that language.
 */
public final class Words {
    private final String directory;
    private final Map<String, Map<String, String>> byLanguage = new ConcurrentHashMap<>();

    private Words(String directory) {
        this.directory = directory;
    }

    /** The words files in the package of {@code owner}. */
    public static Words beside(Class<?> owner) {
        return new Words("/" + owner.getPackageName().replace('.', '/') + "/");
    }

    /** The message of {@code key} in these words, with its arguments. */
    public Text text(String key, Object... args) {
        return new Text.Own(this, key, List.of(args));
    }

    /** The keys the words of a language ({@code en}) define; none where it has no file. */
    public Set<String> keys(String language) {
        return templates(language).keySet();
    }

    /** The template of a key in a language, or null. */
    String template(String language, String key) {
        return templates(language).get(key);
    }

    private Map<String, String> templates(String language) {
        return byLanguage.computeIfAbsent(language,
                code -> Catalogue.read(directory + "words_" + code + ".properties").map(Map::copyOf).orElse(Map.of()));
    }

    @Override
    public String toString() {
        return "words in " + directory;
    }

    /** Equal when read from the same package: a message compares by its words' place, key and arguments. */
    @Override
    public boolean equals(Object other) {
        return other instanceof Words words && words.directory.equals(directory);
    }

    @Override
    public int hashCode() {
        return directory.hashCode();
    }
}
