package org.tabula.rules;

import java.util.Arrays;

/**
 * An immutable set of seats, numbered from 0 clockwise; at most {@value #MAX} seats.
 *
 * <p>Sets of the first six seats are cached, so asking a state who is to move allocates nothing.
 */
public final class Seats {
    /** The largest seat count any game uses is 6 (partnership Spite and Malice); 31 leaves room. */
    public static final int MAX = 31;

    private static final Seats[] CACHE = new Seats[1 << 6];

    static {
        for (int bits = 0; bits < CACHE.length; bits++) {
            CACHE[bits] = new Seats(bits);
        }
    }

    public static final Seats NONE = CACHE[0];

    /** Only the chance seat ({@link GameState#CHANCE}): the table is to reveal a card. */
    public static final Seats CHANCE = new Seats(1 << GameState.CHANCE);

    private final int bits;

    private Seats(int bits) {
        this.bits = bits;
    }

    public static Seats ofBits(int bits) {
        if (bits < 0) {
            throw new IllegalArgumentException("seat bits must be non-negative: " + bits);
        }
        return bits < CACHE.length ? CACHE[bits] : new Seats(bits);
    }

    public static Seats of(int... seats) {
        int bits = 0;
        for (int seat : seats) {
            checkSeat(seat);
            bits |= 1 << seat;
        }
        return ofBits(bits);
    }

    public static Seats only(int seat) {
        checkSeat(seat);
        return ofBits(1 << seat);
    }

    /** Seats 0 to count-1. */
    public static Seats firstN(int count) {
        if (count < 0 || count > MAX) {
            throw new IllegalArgumentException("seat count out of range: " + count);
        }
        return ofBits((1 << count) - 1);
    }

    private static void checkSeat(int seat) {
        if (seat < 0 || seat >= MAX) {
            throw new IllegalArgumentException("seat out of range: " + seat);
        }
    }

    /** The seats whose value is the highest: every tied seat. */
    public static Seats withHighest(int[] values) {
        int best = Integer.MIN_VALUE;
        for (int value : values) {
            best = Math.max(best, value);
        }
        int bits = 0;
        for (int seat = 0; seat < values.length; seat++) {
            if (values[seat] == best) {
                bits |= 1 << seat;
            }
        }
        return ofBits(bits);
    }

    public int bits() {
        return bits;
    }

    public boolean contains(int seat) {
        return seat >= 0 && seat < MAX && (bits & (1 << seat)) != 0;
    }

    public boolean isEmpty() {
        return bits == 0;
    }

    public int size() {
        return Integer.bitCount(bits);
    }

    /** The lowest seat in the set, or -1 if it is empty. */
    public int first() {
        return bits == 0 ? -1 : Integer.numberOfTrailingZeros(bits);
    }

    /** The lowest seat above {@code seat} in the set, or -1. */
    public int next(int seat) {
        int rest = seat + 1 >= MAX ? 0 : bits & (-1 << (seat + 1));
        return rest == 0 ? -1 : Integer.numberOfTrailingZeros(rest);
    }

    public Seats with(int seat) {
        checkSeat(seat);
        return ofBits(bits | (1 << seat));
    }

    public Seats without(int seat) {
        checkSeat(seat);
        return ofBits(bits & ~(1 << seat));
    }

    public int[] toArray() {
        int[] seats = new int[size()];
        int i = 0;
        for (int s = first(); s >= 0; s = next(s)) {
            seats[i++] = s;
        }
        return seats;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Seats that && that.bits == bits;
    }

    @Override
    public int hashCode() {
        return bits;
    }

    @Override
    public String toString() {
        return Arrays.toString(toArray());
    }
}
