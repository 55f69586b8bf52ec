package org.tabula.rules.spite;

/**
 * A seat's hand: at most {@value #CAPACITY} tagged entries kept sorted by card code, so the
 * legal moves come out sorted and a hand looks the same however it was drawn.
 */
final class Hand {
    static final int CAPACITY = 5;

    private final int[] entries = new int[CAPACITY];
    private int size;

    Hand copy() {
        Hand copy = new Hand();
        System.arraycopy(entries, 0, copy.entries, 0, size);
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

    int entry(int index) {
        return entries[index];
    }

    void setEntry(int index, int entry) {
        entries[index] = entry;
    }

    int code(int index) {
        return Cards.code(entries[index]);
    }

    void add(int entry) {
        int code = Cards.code(entry);
        int i = size++;
        while (i > 0 && Cards.code(entries[i - 1]) > code) {
            entries[i] = entries[i - 1];
            i--;
        }
        entries[i] = entry;
    }

    /** The position of a card with this code, or -1. */
    int indexOf(int code) {
        for (int i = 0; i < size; i++) {
            if (Cards.code(entries[i]) == code) {
                return i;
            }
        }
        return -1;
    }

    boolean contains(int code) {
        return indexOf(code) >= 0;
    }

    /** Removes one card with this code (which must be held); returns its entry. */
    int remove(int code) {
        int i = indexOf(code);
        int entry = entries[i];
        System.arraycopy(entries, i + 1, entries, i, size - i - 1);
        size--;
        return entry;
    }

    void clear() {
        size = 0;
    }

    /** Appends every entry to {@code into} from {@code at}; returns the new end. */
    int copyInto(int[] into, int at) {
        System.arraycopy(entries, 0, into, at, size);
        return at + size;
    }
}
