package org.tabula.rules.spartacus;

import org.tabula.rules.Notated;

/**
 * A card of a seat's colour as views and events hold it: a number card 1-10, written {@code 7},
 * or the banner, written {@code B}.
 *
 * @param number 1 to 10; 0 for the banner
 */
public record SpartacusCard(int number) implements Notated {
    /** The banner. */
    public static final SpartacusCard BANNER = new SpartacusCard(Cards.BANNER);
    /** By card number: views are built often, their cards are shared. */
    private static final SpartacusCard[] BY_NUMBER = new SpartacusCard[Cards.HIGHEST + 1];

    static {
        BY_NUMBER[Cards.BANNER] = BANNER;
        for (int number = Cards.LOWEST; number <= Cards.HIGHEST; number++) {
            BY_NUMBER[number] = new SpartacusCard(number);
        }
    }

    public SpartacusCard {
        if (number < Cards.BANNER || number > Cards.HIGHEST) {
            throw new IllegalArgumentException("no Spartacus card has the number " + number);
        }
    }

    /** The card of a card bit ({@link Cards}): 0 the banner, 1-10 the numbers. */
    static SpartacusCard of(int card) {
        return BY_NUMBER[card];
    }

    public boolean isBanner() {
        return number == Cards.BANNER;
    }

    /** {@code 7}, or {@code B} for the banner. */
    @Override
    public String notation() {
        return Cards.name(number);
    }

    @Override
    public String toString() {
        return notation();
    }
}
