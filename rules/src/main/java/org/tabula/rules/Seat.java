package org.tabula.rules;

/**
 * A seat as a message's argument: its number and the game's names for its seats, so whatever
 * shows the message names the seat as the game does ("East", "Red", "P2"), never by its number.
 * {@link #toString()} is the replay notation's seat number (from 0), which the rules' English
 * sentences print.
 *
 * @param index the seat, from 0 clockwise
 * @param names the game's seat names, for its player count
 */
public record Seat(int index, SeatNames names) {
    public Seat {
        if (index < 0 || index >= names.count()) {
            throw new IllegalArgumentException("no seat " + index + " among " + names.count());
        }
    }

    /** The seat's name, as players call it. */
    public SeatName name() {
        return names.name(index);
    }

    /** The seat's name for a narrow table column. */
    public SeatName shortName() {
        return names.shortName(index);
    }

    /** The seat's name in a narrow place ({@link SeatNames#narrowName}). */
    public SeatName narrowName() {
        return names.narrowName(index);
    }

    @Override
    public String toString() {
        return Integer.toString(index);
    }
}
