package org.tabula.rules.spite;

/**
 * A seat's hand: at most {@value #CAPACITY} cards, kept as a count per card code and a bit per
 * code held. The move lister walks the bits, which gives each distinct card once, in code order,
 * so the legal moves come out sorted; drawing and playing a card change a count and a bit, with
 * none of the data-dependent branches of a sorted array that random play-outs pay for at every move.
 */
final class Hand {
    static final int CAPACITY = 5;

    private final byte[] counts;
    /** Bit {@code code} set while at least one card with that code is held (53 codes fit in a long). */
    private long held;
    private int size;

    Hand() {
        this.counts = new byte[Cards.CODES];
    }

    private Hand(Hand other) {
        this.counts = other.counts.clone();
        this.held = other.held;
        this.size = other.size;
    }

    Hand copy() {
        return new Hand(this);
    }

    int size() {
        return size;
    }

    boolean isEmpty() {
        return size == 0;
    }

    int room() {
        return CAPACITY - size;
    }

    /** The codes held, one bit each however many cards have it: walk them lowest first for code order. */
    long held() {
        return held;
    }

    /** How many cards with this code are held. */
    int count(int code) {
        return counts[code];
    }

    void add(int code) {
        counts[code]++;
        held |= 1L << code;
        size++;
    }

    boolean contains(int code) {
        return counts[code] > 0;
    }

    /** Removes one card with this code, which must be held. */
    void remove(int code) {
        int left = --counts[code];
        held &= ~((long) (left == 0 ? 1 : 0) << code);
        size--;
    }

    void clear() {
        for (long rest = held; rest != 0; rest &= rest - 1) {
            counts[Long.numberOfTrailingZeros(rest)] = 0;
        }
        held = 0;
        size = 0;
    }

    /** Appends every card's code to {@code into} from {@code at}, in code order; returns the new end. */
    int copyInto(int[] into, int at) {
        for (long rest = held; rest != 0; rest &= rest - 1) {
            int code = Long.numberOfTrailingZeros(rest);
            for (int k = counts[code]; k > 0; k--) {
                into[at++] = code;
            }
        }
        return at;
    }
}
