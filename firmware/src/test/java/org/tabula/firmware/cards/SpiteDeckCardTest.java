package org.tabula.firmware.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import org.tabula.rules.spite.SpiteCard;

/** A Spite and Malice deck card is the game's card and a copy number, read from its id in one place. */
class SpiteDeckCardTest {
    @Test
    void aCardIsItsFaceAndCopy() {
        Card tenOfHearts = Deck.SPITE.card("10H/2").orElseThrow();
        assertEquals(new SpiteCard(10, 2), tenOfHearts.spiteCard());
        assertEquals(2, tenOfHearts.copy());
        Card joker = Deck.SPITE.card("*/4").orElseThrow();
        assertTrue(joker.spiteCard().isJoker());
        assertEquals(4, joker.copy());
    }

    @Test
    void everyCardOfTheDeckIsAGameCard() {
        for (Card card : Deck.SPITE.cards()) {
            assertEquals(card.face(), card.spiteCard().notation(), card.id());
        }
    }

    @Test
    void aRomanCardHasNoSpiteFace() {
        assertThrows(IllegalStateException.class, () -> Deck.ROMAN.card("R7").orElseThrow().spiteCard());
        assertThrows(IllegalStateException.class, () -> Deck.ROMAN.card("R7").orElseThrow().copy());
    }
}
