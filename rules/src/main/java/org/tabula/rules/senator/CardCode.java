package org.tabula.rules.senator;

/**
 * Cards on the board as small integer codes: {@code (seat + 1) * 16 + value} for a seat's
 * number card, {@link #BANNER} for the yellow banner, {@link #EMPTY} for an empty square.
 * Seat 0 plays red (R), seat 1 blue (B), seat 2 green (G).
 */
final class CardCode {
    static final int EMPTY = 0;
    /** Owned by no seat; its value bits are above every card value. */
    static final int BANNER = 15;
    static final String BANNER_NAME = "Y";
    private static final String COLOURS = "RBG";

    private CardCode() {
    }

    static int of(int seat, int value) {
        return (seat + 1) << 4 | value;
    }

    /** The seat a card belongs to; -1 for the banner. */
    static int owner(int code) {
        return (code >> 4) - 1;
    }

    static int value(int code) {
        return code & 15;
    }

    static char colour(int seat) {
        return COLOURS.charAt(seat);
    }

    /** "R7", "B10", "G3", or "Y" for the banner. */
    static String name(int code) {
        return code == BANNER ? BANNER_NAME : colour(owner(code)) + Integer.toString(value(code));
    }
}
