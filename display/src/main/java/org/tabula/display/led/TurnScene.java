package org.tabula.display.led;

import org.tabula.rules.Seats;

/**
 * Seat colours for the games without a picture of their own on the strip: the strip is shared out
 * among the seats in order, each part dimly lit in its seat's colour, the part of each seat to move
 * (or, once the game is over, of each winner) brightly.
 */
public final class TurnScene {
    /** How dim a seat's part is when it is not its turn, in 255ths. */
    static final int IDLE = 48;

    private TurnScene() {
    }

    /** Whose turn it is among {@code seats} seats. */
    public static int[] turn(int seats, Seats toMove, LedSettings settings) {
        int[] frame = new int[settings.count()];
        for (int i = 0; i < frame.length; i++) {
            int seat = seatOf(i, seats, frame.length);
            int colour = Colours.seat(seat);
            frame[i] = settings.cap(toMove.contains(seat) ? colour : Colours.scale(colour, IDLE, 255));
        }
        return frame;
    }

    /** The game is over: only the winners' parts are lit. */
    public static int[] winners(int seats, Seats winners, LedSettings settings) {
        int[] frame = new int[settings.count()];
        for (int i = 0; i < frame.length; i++) {
            int seat = seatOf(i, seats, frame.length);
            frame[i] = winners.contains(seat) ? settings.cap(Colours.seat(seat)) : Colours.OFF;
        }
        return frame;
    }

    /** The seat whose part of the strip LED {@code led} is in: equal parts, in seat order. */
    static int seatOf(int led, int seats, int leds) {
        return Math.min(seats - 1, led * seats / leds);
    }
}
