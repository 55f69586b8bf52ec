package org.tabula.rules.wheel;

import org.tabula.rules.Notated;

/** A Wheel of History card as views hold it: its colour and value (1-5), written {@code G3}. */
public record WheelCard(WheelColour colour, int value) implements Notated {
    /** By card number: views are built often, their cards are shared. */
    private static final WheelCard[] BY_NUMBER = new WheelCard[WheelCards.COUNT];

    static {
        for (int card = 0; card < WheelCards.COUNT; card++) {
            BY_NUMBER[card] = new WheelCard(WheelColour.values()[WheelCards.colour(card)], WheelCards.value(card));
        }
    }

    public WheelCard {
        if (colour == null || value < 1 || value > WheelCards.VALUES) {
            throw new IllegalArgumentException("no Wheel of History card is " + colour + " " + value);
        }
    }

    /** The card of a card number. */
    static WheelCard of(int card) {
        return BY_NUMBER[card];
    }

    /** {@code R1} .. {@code W5}. */
    @Override
    public String notation() {
        return WheelCards.name(WheelCards.VALUES * colour.ordinal() + value - 1);
    }

    @Override
    public String toString() {
        return notation();
    }
}
