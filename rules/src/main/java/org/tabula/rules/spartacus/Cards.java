package org.tabula.rules.spartacus;

import java.util.ArrayList;
import java.util.List;

/**
 * A Spartacus hand as a bit mask, and the move numbers: bit 0 is the banner, bits 1-10 the
 * number cards of that value. A move is a card's bit index, or {@link #PASS}.
 */
final class Cards {
    static final int BANNER = 0;
    static final int LOWEST = 1;
    static final int HIGHEST = 10;
    static final int PASS = 11;
    /** One more than the highest move number. */
    static final int MOVES = 12;

    static final int BANNER_BIT = 1 << BANNER;
    static final int PASS_BIT = 1 << PASS;
    /** Cards 1-10. */
    static final int NUMBERS = ((1 << (HIGHEST + 1)) - 1) & ~BANNER_BIT;
    /** Cards 1-10 and the banner. */
    static final int FULL_COLOUR = NUMBERS | BANNER_BIT;
    /** The floor of a trick with no number card yet: every number is below it. */
    static final int NO_NUMBER = HIGHEST + 1;
    /** The total face value of one colour, 1 + 2 + ... + 10. */
    static final int COLOUR_VALUE = HIGHEST * (HIGHEST + 1) / 2;

    private Cards() {
    }

    /** The number cards below {@code floor}, as bits. */
    static int numbersBelow(int floor) {
        return (1 << floor) - 2;
    }

    /** The sum of the number cards in a mask. */
    static int faceValue(int mask) {
        int sum = 0;
        for (int rest = mask & NUMBERS; rest != 0; rest &= rest - 1) {
            sum += Integer.numberOfTrailingZeros(rest);
        }
        return sum;
    }

    static boolean isCard(int move) {
        return move >= BANNER && move <= HIGHEST;
    }

    private static final String[] NAMES = {"B", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"};

    /** A card as the replay notation writes it: "7", or "B" for the banner. */
    static String name(int card) {
        return NAMES[card];
    }

    /** The cards of a mask, number cards ascending, then the banner. */
    static List<SpartacusCard> cards(int mask) {
        List<SpartacusCard> cards = new ArrayList<>(Integer.bitCount(mask));
        for (int rest = mask & NUMBERS; rest != 0; rest &= rest - 1) {
            cards.add(SpartacusCard.of(Integer.numberOfTrailingZeros(rest)));
        }
        if ((mask & BANNER_BIT) != 0) {
            cards.add(SpartacusCard.BANNER);
        }
        return List.copyOf(cards);
    }
}
