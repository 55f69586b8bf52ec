package org.tabula.rules.spite;

import java.util.Arrays;

/**
 * A pile of card codes, bottom first, top at {@code size - 1}: pay-off piles, the stock,
 * centre piles and the completed cards.
 */
final class CardStack {
    private int[] codes;
    private int size;

    CardStack(int capacity) {
        this.codes = new int[Math.max(capacity, 1)];
    }

    private CardStack(CardStack other) {
        this.codes = other.codes.clone();
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

    /** The card at {@code index} from the bottom. */
    int get(int index) {
        return codes[index];
    }

    void set(int index, int code) {
        codes[index] = code;
    }

    int top() {
        return codes[size - 1];
    }

    void push(int code) {
        if (size == codes.length) {
            codes = Arrays.copyOf(codes, codes.length * 2);
        }
        codes[size++] = code;
    }

    int pop() {
        return codes[--size];
    }

    void clear() {
        size = 0;
    }

    /** Puts {@code count} cards under the bottom, keeping their order ({@code cards[0]} lowest). */
    void putUnder(int[] cards, int count) {
        if (size + count > codes.length) {
            codes = Arrays.copyOf(codes, Math.max(codes.length * 2, size + count));
        }
        System.arraycopy(codes, 0, codes, count, size);
        System.arraycopy(cards, 0, codes, 0, count);
        size += count;
    }

    /** Appends every card to {@code into} from {@code at}; returns the new end. */
    int copyInto(int[] into, int at) {
        System.arraycopy(codes, 0, into, at, size);
        return at + size;
    }
}
