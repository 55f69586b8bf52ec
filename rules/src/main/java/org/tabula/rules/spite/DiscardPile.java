package org.tabula.rules.spite;

import java.util.Arrays;

/**
 * One discard pile (side stack), bottom first. Each card goes on a top of the same rank or one
 * rank higher; never an ace. A joker stands for no declared rank: for every position the pile
 * keeps the set of ranks its card could be, given the cards below it (the source text: on "8, joker"
 * the joker is an 8 or a 7, so an 8, 7 or 6 may go on it). A card put on a joker decides it;
 * when that card leaves, the set below is as it was, so the joker is undecided again.
 */
final class DiscardPile {
    private static final int FLOOR_RANKS = Cards.DISCARDABLE_RANKS << 1;

    /** Position 0 is the floor, not a card: it reads as {@link Cards#NONE}, which takes any discardable card, so tops need no empty-pile case. */
    private int[] codes = floor(new int[17], Cards.NONE);
    /** For each position, the ranks its card may stand for, as bits 2..13 (the floor: 3..14, so 2..13 may go on it). */
    private int[] possible = floor(new int[17], FLOOR_RANKS);
    private int size;
    /** The top card, or {@link Cards#NONE} when the pile is empty: the move lister reads it for every pile. */
    private int top = Cards.NONE;
    /** {@link #acceptedRanks()}, kept up to date for the same reader. */
    private int accepted = Cards.DISCARDABLE_RANKS;

    DiscardPile copy() {
        DiscardPile copy = new DiscardPile();
        copy.codes = codes.clone();
        copy.possible = possible.clone();
        copy.size = size;
        copy.top = top;
        copy.accepted = accepted;
        return copy;
    }

    int size() {
        return size;
    }

    boolean isEmpty() {
        return size == 0;
    }

    /** The top card, or {@link Cards#NONE} if the pile is empty. */
    int top() {
        return top;
    }

    int get(int index) {
        return codes[index + 1];
    }

    /**
     * The ranks a card put on this pile may have, as bits: any but an ace on an empty pile;
     * otherwise the ranks the top may stand for and one lower, never an ace.
     */
    int acceptedRanks() {
        return accepted;
    }

    private void topChanged() {
        top = codes[size];
        accepted = (possible[size] | possible[size] >>> 1) & Cards.DISCARDABLE_RANKS;
    }

    private static int[] floor(int[] entries, int value) {
        entries[0] = value;
        return entries;
    }

    /** Whether the card may go on this pile; {@code free} is the freeDiscard variant (any card but an ace). */
    boolean accepts(int code, boolean free) {
        if (Cards.isJoker(code)) {
            return true;
        }
        int rank = Cards.rank(code);
        if (rank == Cards.ACE) {
            return false;
        }
        return free || (acceptedRanks() & (1 << rank)) != 0;
    }

    /** Puts a card on the pile (the caller has checked it is accepted, or is building a free-discard pile). */
    void push(int code) {
        if (size + 1 == codes.length) {
            codes = Arrays.copyOf(codes, codes.length * 2);
            possible = Arrays.copyOf(possible, possible.length * 2);
        }
        size++;
        possible[size] = Cards.isJoker(code) ? accepted : 1 << Cards.rank(code);
        codes[size] = code;
        topChanged();
    }

    int pop() {
        int code = codes[size--];
        topChanged();
        return code;
    }

    void clear() {
        size = 0;
        topChanged();
    }

    int copyInto(int[] into, int at) {
        System.arraycopy(codes, 1, into, at, size);
        return at + size;
    }
}
