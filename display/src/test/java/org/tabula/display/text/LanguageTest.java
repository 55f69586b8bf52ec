package org.tabula.display.text;

import org.tabula.display.screen.Prompts;
import org.tabula.rules.spartacus.SpartacusRefusal;
import org.tabula.rules.GameKind;
import org.tabula.rules.MessageKey;
import org.tabula.rules.OptionSpec;
import org.tabula.rules.Refusal;
import org.tabula.rules.SeatNames;
import org.tabula.rules.sumo.Sumo;
import org.tabula.rules.games.Refusals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.tabula.display.DrawnGames;
import org.tabula.display.font.Font;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Frame;

class LanguageTest {
    private static final Language ENGLISH = Language.english();
    private static final Language JAPANESE = Language.japanese();
    /** The rules' refusals, whose English is the rules' own sentence rather than a catalogue message. */
    private static final Map<String, Refusal.Reason> REFUSALS = Refusals.of(DrawnGames.kinds()).stream()
            .collect(Collectors.toMap(reason -> reason.key().name(), reason -> reason));

    @Test
    void theConfigurationNamesALanguageByItsTag() {
        assertEquals(JAPANESE, Language.fromTag("ja"));
        assertEquals(JAPANESE, Language.fromTag("ja-JP"));
        assertEquals(JAPANESE, Language.fromTag(" JA_jp "));
        assertEquals(ENGLISH, Language.fromTag("en"));
        assertEquals(ENGLISH, Language.fromTag("en-GB"));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> Language.fromTag("fr"));
        assertEquals("unknown language 'fr': the box speaks en, ja", refused.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Language.fromTag(""));
        assertThrows(IllegalArgumentException.class, () -> Language.fromTag(null));
    }

    @Test
    void eachLanguageNamesItselfInItsOwnWords() {
        assertEquals(List.of("English", "日本語"), Language.all().stream().map(Language::name).toList());
    }

    @Test
    void bothCataloguesHaveTheSameKeys() {
        Set<String> english = new TreeSet<>(ENGLISH.catalogue().keys());
        english.addAll(REFUSALS.keySet());
        Set<String> onlyEnglish = new TreeSet<>(english);
        onlyEnglish.removeAll(JAPANESE.catalogue().keys());
        Set<String> onlyJapanese = new TreeSet<>(JAPANESE.catalogue().keys());
        onlyJapanese.removeAll(english);
        assertEquals(Set.of(), onlyEnglish, "keys messages_ja.properties lacks");
        assertEquals(Set.of(), onlyJapanese, "keys messages_en.properties lacks");
    }

    /**
     * The keys each game declares with what they name (its options' labels and hints; its refusals,
     * whose English the rules write) are in both catalogues: a missing one fails here, not on a screen.
     */
    @Test
    void everyKeyAGameDeclaresIsInBothCatalogues() {
        Set<String> missing = new TreeSet<>();
        for (Language language : List.of(ENGLISH, JAPANESE)) {
            Set<String> keys = language.catalogue().keys();
            for (GameKind kind : DrawnGames.kinds()) {
                for (OptionSpec spec : kind.optionSpecs()) {
                    Stream.of(spec.label(), spec.hint()).filter(Objects::nonNull).map(MessageKey::name)
                            .filter(key -> !keys.contains(key)).forEach(key -> missing.add(language.code() + " " + key));
                }
                if (language != ENGLISH) {
                    kind.refusalReasons().stream().map(reason -> reason.key().name())
                            .filter(key -> !keys.contains(key)).forEach(key -> missing.add(language.code() + " " + key));
                }
            }
        }
        assertEquals(Set.of(), missing);
    }

    @Test
    void theJapaneseCatalogueIsInJapanese() {
        assertEquals("あなたの番ではありません", JAPANESE.format("error.notYourTurn"));
        assertEquals("7は5より低くない", JAPANESE.format(Prompts.refused(Refusal.of(SpartacusRefusal.NOT_LOWER, 7, 5))));
        assertEquals("P2勝利", JAPANESE.format("play.wins", SeatNames.numbered(2).seat(1)));
        assertEquals("西勝利", JAPANESE.format("play.wins", Sumo.KIND.seatNames(2).seat(1)));
        assertEquals(List.of("相撲", "歴史の車輪", "スパルタクス", "元老院議員"),
                List.of(JAPANESE.format("game.sumo"), JAPANESE.format("game.wheel"), JAPANESE.format("game.spartacus"),
                        JAPANESE.format("game.senator")));
    }

    /**
     * A message, or a refusal of the rules, in the language; where the message takes a seat or a
     * place ({@code {0,seat}}), the sample seat P3 or place 5 instead of the sample argument.
     */
    private static String format(Language language, String key, Object... args) {
        Refusal.Reason refusal = REFUSALS.get(key);
        String template = language.catalogue().template(key);
        Object[] typed = SampleArguments.typed(template != null ? template : refusal.english(), args);
        return language.format(refusal != null ? new Text.Refusal(refusal, List.of(typed)) : Text.of(key, typed));
    }

    /** Each message with sample arguments: numbers, a seat's name and a card, as the screens fill them in. */
    private static List<String> samples(Language language) {
        List<String> texts = new ArrayList<>();
        for (String key : language.catalogue().keys()) {
            texts.add(format(language, key, Text.of("seat.player", 3), 10, "R5"));
            texts.add(format(language, key, 5, Text.of("seat.west"), 2));
        }
        for (String key : REFUSALS.keySet()) {
            texts.add(format(language, key, Text.of("seat.player", 3), 10, "R5"));
        }
        return texts;
    }

    @Test
    void everyMessageOfEitherLanguageDrawsWithNoMissingCharacterAtEverySize() {
        for (Language language : Language.all()) {
            for (String text : samples(language)) {
                for (Font font : language.fonts().all()) {
                    int missing = font.firstMissing(text);
                    assertEquals(-1, missing, () -> language.code() + ": " + font.name() + " lacks U+" + Integer.toHexString(missing)
                            + " of \"" + text + "\"");
                    Frame frame = new Frame();
                    new Canvas(frame).text(font, 0, 0, text, true);
                    assertTrue(text.isBlank() || lit(frame), () -> language.code() + ": \"" + text + "\" drew nothing in " + font.name());
                }
            }
        }
    }

    /** Japanese needs no more room than English: each message fits one line, or is no wider than the English. */
    @Test
    void japaneseMessagesAreNoLongerThanTheScreenOrTheEnglish() {
        for (String key : JAPANESE.catalogue().keys()) {
            for (Font font : List.of(JAPANESE.fonts().small(), JAPANESE.fonts().medium())) {
                String japanese = format(JAPANESE, key, 10, Text.of("seat.player", 3), 10);
                String english = format(ENGLISH, key, 10, Text.of("seat.player", 3), 10);
                int width = font.width(japanese);
                assertTrue(width <= Frame.WIDTH || width <= font.width(english),
                        () -> key + " in Japanese is " + width + " px wide in " + font.name() + ": " + japanese);
            }
        }
    }

    private static boolean lit(Frame frame) {
        for (int y = 0; y < Frame.HEIGHT; y++) {
            for (int x = 0; x < Frame.WIDTH; x++) {
                if (frame.get(x, y)) {
                    return true;
                }
            }
        }
        return false;
    }
}
