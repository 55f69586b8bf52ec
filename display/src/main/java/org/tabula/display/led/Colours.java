package org.tabula.display.led;

import org.tabula.display.palette.RomanColour;

/**
 * LED colours as {@code 0xRRGGBB}: the seat colours (those of the Roman deck, in seat order,
 * from {@link RomanColour}), the Sumo sides, feedback green and red, and arithmetic on them.
 */
public final class Colours {
    public static final int OFF = 0x000000;
    public static final int WHITE = RomanColour.WHITE.light();
    public static final int RED = RomanColour.RED.light();
    public static final int BLUE = RomanColour.BLUE.light();
    public static final int GREEN = RomanColour.GREEN.light();
    public static final int YELLOW = RomanColour.YELLOW.light();
    /** The sixth seat's, which has no Roman colour: far from red and yellow on the strip. */
    public static final int PURPLE = 0xA000FF;

    /** Seat colours in seat order: red, blue, green, yellow, white as in the Roman deck, then purple. */
    private static final int[] SEATS = {RED, BLUE, GREEN, YELLOW, WHITE, PURPLE};

    /** A play was accepted. */
    public static final int ACCEPTED = 0x00FF30;
    /** A play was refused. */
    public static final int REJECTED = 0xFF0000;

    private Colours() {
    }

    /** Seat {@code seat}'s colour; seats past the palette reuse it. */
    public static int seat(int seat) {
        return SEATS[Math.floorMod(seat, SEATS.length)];
    }

    /** Each channel times {@code numerator / denominator}, rounded. */
    public static int scale(int rgb, int numerator, int denominator) {
        int r = channel(rgb, 16) * numerator;
        int g = channel(rgb, 8) * numerator;
        int b = channel(rgb, 0) * numerator;
        int half = denominator / 2;
        return rgb((r + half) / denominator, (g + half) / denominator, (b + half) / denominator);
    }

    /** The mix of {@code from} and {@code to}, {@code amount} parts of 255 towards {@code to}. */
    public static int mix(int from, int to, int amount) {
        int r = channel(from, 16) + (channel(to, 16) - channel(from, 16)) * amount / 255;
        int g = channel(from, 8) + (channel(to, 8) - channel(from, 8)) * amount / 255;
        int b = channel(from, 0) + (channel(to, 0) - channel(from, 0)) * amount / 255;
        return rgb(r, g, b);
    }

    public static int rgb(int r, int g, int b) {
        return clamp(r) << 16 | clamp(g) << 8 | clamp(b);
    }

    private static int channel(int rgb, int shift) {
        return rgb >> shift & 0xFF;
    }

    private static int clamp(int value) {
        return Math.max(0, Math.min(255, value));
    }
}
