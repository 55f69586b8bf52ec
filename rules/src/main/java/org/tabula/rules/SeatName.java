package org.tabula.rules;

/**
 * A seat's name as a message: a catalogue key of the box's languages ({@code seat.east},
 * {@code colour.red}) and, for a numbered name ({@code seat.player}: "P{0}"), its number from 1.
 *
 * @param key    the catalogue key
 * @param number the number the name shows, or 0 for a name without one
 */
public record SeatName(String key, int number) {
    public SeatName {
        if (!key.matches("[a-z][a-zA-Z0-9.]*")) {
            throw new IllegalArgumentException("a seat name's key is a catalogue key: " + key);
        }
        if (number < 0) {
            throw new IllegalArgumentException("a seat name's number counts from 1: " + number);
        }
    }

    /** A name with no number ("East"). */
    public static SeatName of(String key) {
        return new SeatName(key, 0);
    }

    public boolean numbered() {
        return number > 0;
    }
}
