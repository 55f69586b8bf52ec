package org.tabula.firmware.cards.spite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;

import org.junit.jupiter.api.Test;

import org.tabula.display.text.Language;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.CardTile;
import org.tabula.firmware.cards.roman.RomanDeck;

/** A card of the Spite deck is a playing card and a copy, read from its id in one place. */
class SpiteDeckTest {
    @Test
    void aCardIsItsFaceAndCopy() {
        Card tenOfHearts = SpiteDeck.DECK.card("10H/2").orElseThrow();
        assertEquals(new PlayingCard(10, 2), PlayingCard.of(tenOfHearts));
        assertEquals(PlayingCard.of(SpiteDeck.DECK.card("10H/1").orElseThrow()), PlayingCard.of(tenOfHearts), "copies share a face");
        assertEquals(2, SpiteDeck.copy(tenOfHearts));
        Card joker = SpiteDeck.DECK.card("*/4").orElseThrow();
        assertTrue(PlayingCard.of(joker).isJoker());
        assertEquals(4, SpiteDeck.copy(joker));
    }

    @Test
    void everyIdIsItsFaceAndItsCopy() {
        List<Card> cards = SpiteDeck.DECK.cards();
        assertEquals(108, cards.size());
        for (Card card : cards) {
            assertEquals(card.id(), PlayingCard.of(card).name() + "/" + SpiteDeck.copy(card));
        }
        assertEquals(List.of("AS/1", "KC/2", "*/1", "*/4"), List.of(cards.get(0).id(), cards.get(103).id(), cards.get(104).id(), cards.get(107).id()));
    }

    @Test
    void aRomanCardHasNoFaceHere() {
        assertThrows(IllegalArgumentException.class, () -> PlayingCard.of(RomanDeck.DECK.card("R7").orElseThrow()));
    }

    @Test
    void itsNamesForPeopleAreItsOwnInBothLanguages() {
        assertEquals("Spite deck", Language.english().format(SpiteDeck.DECK.title()));
        assertEquals("スパイトのカード", Language.japanese().format(SpiteDeck.DECK.title()));
        assertEquals("10H", Language.japanese().format(SpiteDeck.DECK.card("10H/2").orElseThrow().title()));
        assertEquals("Joker", Language.english().format(SpiteDeck.DECK.card("*/2").orElseThrow().title()));
        assertEquals("ジョーカー3", Language.japanese().format(SpiteDeck.DECK.card("*/3").orElseThrow().walkTitle()));
        assertEquals("7H/2", Language.english().format(SpiteDeck.DECK.card("7H/2").orElseThrow().walkTitle()));
    }

    @Test
    void aTileIsTheFaceInItsSuitsColourWithItsCopy() {
        CardTile sevenOfHearts = SpiteDeck.DECK.tile(SpiteDeck.DECK.card("7H/2").orElseThrow());
        assertEquals(new CardTile("7H", "2", OptionalInt.of(0xFFFFFF), OptionalInt.of(0xC62828), sevenOfHearts.hint()), sevenOfHearts);
        assertEquals("7H (copy 2)", Language.english().format(sevenOfHearts.hint()));
        assertEquals(OptionalInt.of(0x000000), SpiteDeck.DECK.tile(SpiteDeck.DECK.card("KS/1").orElseThrow()).foreground());
        assertEquals(OptionalInt.of(0x6A1B9A), SpiteDeck.DECK.tile(SpiteDeck.DECK.card("*/1").orElseThrow()).foreground());
    }
}
