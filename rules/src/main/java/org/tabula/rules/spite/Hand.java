package org.tabula.rules.spite;

/**
 * A seat's hand: at most {@value #CAPACITY} card codes kept sorted, so the legal moves come out
 * sorted and a hand looks the same however it was drawn.
 */
final class Hand {
    static final int CAPACITY = 5;

    private final int[] codes = new int[CAPACITY];
    private int size;

    Hand copy() {
        Hand copy = new Hand();
        System.arraycopy(codes, 0, copy.codes, 0, size);
        copy.size = size;
        return copy;
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

    int code(int index) {
        return codes[index];
    }

    void add(int code) {
        int i = size++;
        while (i > 0 && codes[i - 1] > code) {
            codes[i] = codes[i - 1];
            i--;
        }
        codes[i] = code;
    }

    /** The position of a card with this code, or -1. */
    int indexOf(int code) {
        for (int i = 0; i < size; i++) {
            if (codes[i] == code) {
                return i;
            }
        }
        return -1;
    }

    boolean contains(int code) {
        return indexOf(code) >= 0;
    }

    /** Removes one card with this code, which must be held. */
    void remove(int code) {
        int i = indexOf(code);
        System.arraycopy(codes, i + 1, codes, i, size - i - 1);
        size--;
    }

    void clear() {
        size = 0;
    }

    /** Appends every code to {@code into} from {@code at}; returns the new end. */
    int copyInto(int[] into, int at) {
        System.arraycopy(codes, 0, into, at, size);
        return at + size;
    }
}
