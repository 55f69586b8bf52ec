package org.tabula.firmware.cards.roman;

import java.util.OptionalInt;

import org.tabula.display.palette.RomanColour;
import org.tabula.firmware.cards.Card;
import org.tabula.rules.Seats;

/**
 * A card of the Roman deck as a game reads it: its colour, and its number (0 to 10) or none for
 * the colour's banner.
 */
public record RomanCard(RomanColour colour, OptionalInt number) {
    /**
     * What a card of the Roman deck is.
     *
     * @throws IllegalArgumentException for a card of another deck
     */
    public static RomanCard of(Card card) {
        return RomanDeck.DECK.face(card);
    }

    static RomanCard numbered(RomanColour colour, int value) {
        return new RomanCard(colour, OptionalInt.of(value));
    }

    static RomanCard banner(RomanColour colour) {
        return new RomanCard(colour, OptionalInt.empty());
    }

    public boolean isBanner() {
        return number.isEmpty();
    }

    /**
     * A number card's value.
     *
     * @throws IllegalStateException for a banner
     */
    public int value() {
        return number.orElseThrow(() -> new IllegalStateException(colour + " banner is not a number card"));
    }

    /** The colour as a seat number in colour order (red 0, blue 1, ...). */
    public int colourIndex() {
        return colour.ordinal();
    }

    /** The card's colour seat, if that seat is in a game of {@code players}. */
    public Seats colourSeat(int players) {
        return colourIndex() < players ? Seats.only(colourIndex()) : Seats.NONE;
    }
}
