package org.tabula.firmware.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import org.tabula.display.font.Font;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;

/**
 * Every registered deck names itself and each of its cards in every language the box speaks, from
 * its own words (no key shown in place of words), in characters the box's fonts draw.
 */
class DeckWordsTest {
    @Test
    void everyDeckAndCardHasItsWordsInEveryLanguageAndTheFontsDrawThem() {
        for (Deck<?> deck : Decks.all()) {
            List<Text> names = new ArrayList<>(List.of(deck.title()));
            for (Card card : deck.cards()) {
                names.addAll(List.of(card.title(), card.walkTitle(), deck.tile(card).hint()));
            }
            for (Language language : Language.all()) {
                for (Text name : names) {
                    String words = language.format(name);
                    assertFalse(words.isBlank() || words.contains("["), () -> deck + " in " + language.code() + ": " + name + " reads " + words);
                    for (Font font : language.fonts().all()) {
                        assertEquals(-1, font.firstMissing(words), () -> font.name() + " lacks a character of " + words);
                    }
                }
            }
        }
    }
}
