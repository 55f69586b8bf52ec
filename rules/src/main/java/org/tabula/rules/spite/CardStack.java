package org.tabula.rules.spite;

import java.util.Arrays;

/**
 * A pile of card entries, bottom first, top at {@code size - 1}: pay-off piles, the stock,
 * centre piles and the completed cards. Entries may carry provenance tags.
 */
final class CardStack {
    private int[] entries;
    private int size;

    CardStack(int capacity) {
        this.entries = new int[Math.max(capacity, 1)];
    }

    private CardStack(CardStack other) {
        this.entries = other.entries.clone();
        this.size = other.size;
    }

    CardStack copy() {
        return new CardStack(this);
    }

    int size() {
        return size;
    }

    boolean isEmpty() {
        return size == 0;
    }

    /** The entry at {@code index} from the bottom. */
    int get(int index) {
        return entries[index];
    }

    void set(int index, int entry) {
        entries[index] = entry;
    }

    int top() {
        return entries[size - 1];
    }

    void push(int entry) {
        if (size == entries.length) {
            entries = Arrays.copyOf(entries, entries.length * 2);
        }
        entries[size++] = entry;
    }

    int pop() {
        return entries[--size];
    }

    void clear() {
        size = 0;
    }

    /** Puts {@code count} entries under the bottom, keeping their order ({@code cards[0]} lowest). */
    void putUnder(int[] cards, int count) {
        if (size + count > entries.length) {
            entries = Arrays.copyOf(entries, Math.max(entries.length * 2, size + count));
        }
        System.arraycopy(entries, 0, entries, count, size);
        System.arraycopy(cards, 0, entries, 0, count);
        size += count;
    }

    /** Appends every entry to {@code into} from {@code at}; returns the new end. */
    int copyInto(int[] into, int at) {
        System.arraycopy(entries, 0, into, at, size);
        return at + size;
    }
}
