package org.tabula.display.text;

import java.util.List;
import java.util.Locale;

import org.tabula.display.font.Fonts;

/**
 * What a screen needs to put words on the display in one language: its message catalogue and
 * fonts that cover its script. Both put misaki's kana and kanji behind the Latin fonts, so digits,
 * card names and typed-in player names come out in the Latin fonts, and a name in kana shows in
 * either language; Japanese has its own catalogue.
 */
public record Language(String code, Catalogue catalogue, Fonts fonts) {
    public static Language english() {
        return Shipped.ENGLISH;
    }

    public static Language japanese() {
        return Shipped.JAPANESE;
    }

    /** Every language the box speaks, in the order the menu offers them. */
    public static List<Language> all() {
        return Shipped.ALL;
    }

    /** Every language the box speaks, naming the people at the seats in {@code form}: the page's, {@link NameForm#WHOLE}. */
    public static List<Language> all(NameForm form) {
        return form == NameForm.WHOLE ? Shipped.WHOLE_NAMES : Shipped.ALL;
    }

    /** This language, naming the people at the seats in {@code form}. */
    public Language naming(NameForm form) {
        return form == catalogue.people() ? this : new Language(code, catalogue.naming(form), fonts);
    }

    /**
     * The language for a configuration value: a BCP 47 tag such as {@code ja}, {@code ja-JP} or
     * {@code en-GB} (only its language part counts, in any case).
     *
     * @throws IllegalArgumentException naming the languages there are, for any other value
     */
    public static Language fromTag(String tag) {
        String code = tag == null ? "" : Locale.forLanguageTag(tag.strip().replace('_', '-')).getLanguage();
        for (Language language : all()) {
            if (language.code().equals(code)) {
                return language;
            }
        }
        throw new IllegalArgumentException("unknown language '" + tag + "': the box speaks "
                + String.join(", ", all().stream().map(Language::code).toList()));
    }

    /** The language's name in itself ("English", "日本語"), as the menu shows it. */
    public String name() {
        return format("language.name");
    }

    /** The text in this language. */
    public String format(Text text) {
        return catalogue.format(text);
    }

    /** A catalogue message in this language. */
    public String format(String key, Object... args) {
        return catalogue.format(Text.of(key, args));
    }

    private static final class Shipped {
        /** English is the rules' own language: their refusals' sentences are its messages for them ({@link Text.Refusal}). */
        // Misaki behind the Latin fonts in English too, for people's names in kana: its lines are
        // no taller than the Latin fonts' at each size, so English screens are drawn as before.
        static final Language ENGLISH = new Language("en", Catalogue.resource("en", null), Fonts.latin().withFallback(Fonts.japanese()));
        static final Language JAPANESE = new Language("ja", Catalogue.resource("ja", ENGLISH.catalogue()),
                Fonts.latin().withFallback(Fonts.japanese()));
        static final List<Language> ALL = List.of(ENGLISH, JAPANESE);
        static final List<Language> WHOLE_NAMES = ALL.stream().map(language -> language.naming(NameForm.WHOLE)).toList();
    }
}
