package org.tabula.rules;

/**
 * A place in a row as a message's argument (a place in the Wheel of History's circle, a pile in a
 * row of piles), counted from 0 in the rules and from 1 wherever a person reads it: the message
 * layer shows {@link #number()}, and so does {@link #toString()}, which the rules' English
 * sentences print.
 *
 * @param index the place, from 0
 */
public record Place(int index) {
    public Place {
        if (index < 0) {
            throw new IllegalArgumentException("a place is not negative: " + index);
        }
    }

    public static Place of(int index) {
        return new Place(index);
    }

    /** The place as a person counts it, from 1. */
    public int number() {
        return index + 1;
    }

    @Override
    public String toString() {
        return Integer.toString(number());
    }
}
