package org.tabula.firmware.play.spite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.spite.PlayingCard;
import org.tabula.firmware.cards.spite.SpiteDeck;

/** Every card of the Spite deck is the Spite and Malice card of its face, named as the game names it. */
class SpiteFacesTest {
    @Test
    void everyCardOfTheDeckIsAGameCard() {
        for (Card card : SpiteDeck.DECK.cards()) {
            assertEquals(PlayingCard.of(card).name(), SpiteTaps.faceOf(card).notation(), card.id());
        }
    }
}
