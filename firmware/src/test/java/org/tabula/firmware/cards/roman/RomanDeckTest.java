package org.tabula.firmware.cards.roman;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalInt;

import org.junit.jupiter.api.Test;

import org.tabula.display.palette.RomanColour;
import org.tabula.display.text.Language;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.CardTile;
import org.tabula.firmware.cards.spite.SpiteDeck;
import org.tabula.rules.Seats;

/** A card of the Roman deck is a colour and a number or the colour's banner, read from its id in one place. */
class RomanDeckTest {
    private static Card card(String id) {
        return RomanDeck.DECK.card(id).orElseThrow();
    }

    @Test
    void aCardIsItsColourAndNumberOrBanner() {
        assertEquals(60, RomanDeck.DECK.cards().size());
        RomanCard redSeven = RomanCard.of(card("R7"));
        assertEquals(RomanColour.RED, redSeven.colour());
        assertEquals(7, redSeven.value());
        RomanCard yellowBanner = RomanCard.of(card("YB"));
        assertTrue(yellowBanner.isBanner());
        assertThrows(IllegalStateException.class, yellowBanner::value);
        assertEquals(10, RomanCard.of(card("W10")).value());
    }

    @Test
    void aColourIsASeatWhereTheGameHasIt() {
        assertEquals(Seats.only(1), RomanCard.of(card("B3")).colourSeat(2));
        assertEquals(Seats.NONE, RomanCard.of(card("G3")).colourSeat(2));
    }

    @Test
    void aSpiteCardHasNoFaceHere() {
        assertThrows(IllegalArgumentException.class, () -> RomanCard.of(SpiteDeck.DECK.card("7H/1").orElseThrow()));
    }

    @Test
    void itsNamesForPeopleAreItsOwnInBothLanguages() {
        assertEquals("Red 7", Language.english().format(card("R7").title()));
        assertEquals("Yellow banner", Language.english().format(card("YB").title()));
        assertEquals("Red 7", Language.english().format(card("R7").walkTitle()), "a Roman card has one copy");
        assertEquals("Roman deck", Language.english().format(RomanDeck.DECK.title()));
        assertEquals("ローマのカード", Language.japanese().format(RomanDeck.DECK.title()));
    }

    @Test
    void aTileIsTheNumberOnTheColour() {
        assertEquals(new CardTile("7", "", OptionalInt.of(RomanColour.BLUE.ink()), OptionalInt.empty(), card("B7").title()),
                RomanDeck.DECK.tile(card("B7")));
        assertEquals("\u2691", RomanDeck.DECK.tile(card("WB")).label());
    }
}
