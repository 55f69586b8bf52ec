package org.tabula.rules.spite;

/**
 * The shared centre piles, built up from A to K regardless of suit, numbered C1.. in the order
 * they were started; a pile that reaches K is complete and leaves the numbering for the pile of
 * completed cards that will one day go under the stock. A pile's top rank is its card count, so
 * a joker on a centre pile needs no bookkeeping: it is whatever rank its position is.
 *
 * <p>The piles lie in one flat array, and for every rank the piles a card of that rank goes on
 * are kept as a bit mask: the move lister asks "which piles take a 7" for every card it sees.
 */
final class CentrePiles {
    /** 8 aces and 4 jokers in two decks, 12 and 6 in three: no more piles can be open at once. */
    static final int MAX_OPEN = 18;
    static final int FULL = Cards.KING;

    /** Pile {@code i} holds {@code cards[i * FULL]} (its ace) up to {@code cards[i * FULL + height[i] - 1]}. */
    private final int[] cards;
    private final int[] height;
    /**
     * For each rank as {@link Cards#rank} gives it, the open piles (bits) a card of that rank goes
     * on: every pile for a joker (0), none for an ace or for {@link Cards#NONE}, else the piles
     * topped by the rank below.
     */
    private final int[] taking;
    private int count;
    private final CardStack completed;

    CentrePiles() {
        this.cards = new int[MAX_OPEN * FULL];
        this.height = new int[MAX_OPEN];
        this.taking = new int[Cards.rank(Cards.NONE) + 1];
        this.completed = new CardStack(FULL * 4);
    }

    private CentrePiles(CentrePiles other) {
        cards = other.cards.clone();
        height = other.height.clone();
        taking = other.taking.clone();
        count = other.count;
        completed = other.completed.copy();
    }

    CentrePiles copy() {
        return new CentrePiles(this);
    }

    /** How many piles are open (started and not complete). */
    int count() {
        return count;
    }

    /** The top rank of open pile {@code index} (from 0): its card count. */
    int rank(int index) {
        return height[index];
    }

    int top(int index) {
        return cards[index * FULL + height[index] - 1];
    }

    /** The card at {@code position} (0: the ace) of open pile {@code index}. */
    int card(int index, int position) {
        return cards[index * FULL + position];
    }

    /** The open piles (bits) a card of this rank ({@link Cards#rank}) goes on; none for an ace, which starts one. */
    int pilesTaking(int rank) {
        return taking[rank];
    }

    /** How many open piles have an ace (or a joker standing for one) on top: where a 2 can go. */
    int acesOnTop() {
        return Integer.bitCount(taking[2]);
    }

    /** Whether a natural card of this rank can go somewhere (an ace starts a pile if {@code mayStart}). */
    boolean hasPlaceFor(int rank, boolean mayStart) {
        return rank == Cards.ACE ? mayStart : taking[rank] != 0;
    }

    /** Starts pile C(count+1) with an ace or a joker. */
    void start(int code) {
        int index = count++;
        cards[index * FULL] = code;
        height[index] = 1;
        taking[0] |= 1 << index;
        taking[2] |= 1 << index;
    }

    /** Puts a card on open pile {@code index}; returns true if that completed the pile (it then leaves the numbering). */
    boolean put(int index, int code) {
        int below = height[index];
        int bit = 1 << index;
        taking[below + 1] &= ~bit;
        cards[index * FULL + below] = code;
        height[index] = below + 1;
        if (below + 1 < FULL) {
            taking[below + 2] |= bit;
            return false;
        }
        for (int i = 0; i < FULL; i++) {
            completed.push(cards[index * FULL + i]);
        }
        int after = count - index - 1;
        System.arraycopy(cards, (index + 1) * FULL, cards, index * FULL, after * FULL);
        System.arraycopy(height, index + 1, height, index, after);
        count--;
        int lower = bit - 1;
        taking[0] &= ~bit;
        for (int rank = 0; rank < taking.length; rank++) {
            taking[rank] = (taking[rank] & lower) | (taking[rank] >>> 1 & ~lower);
        }
        return true;
    }

    /** The cards of completed piles not yet put under the stock. */
    CardStack completed() {
        return completed;
    }

    int completedPiles() {
        return completed.size() / FULL;
    }

    /** Moves every open pile's cards into {@code into} from {@code at} and empties the centre; returns the new end. */
    int takeOpen(int[] into, int at) {
        at = copyOpen(into, at);
        count = 0;
        java.util.Arrays.fill(taking, 0);
        return at;
    }

    /** Moves the completed cards into {@code into} from {@code at}; returns the new end. */
    int takeCompleted(int[] into, int at) {
        at = completed.copyInto(into, at);
        completed.clear();
        return at;
    }

    /** Every card here, open and completed, into {@code into} from {@code at}; returns the new end. */
    int copyInto(int[] into, int at) {
        return completed.copyInto(into, copyOpen(into, at));
    }

    private int copyOpen(int[] into, int at) {
        for (int i = 0; i < count; i++) {
            System.arraycopy(cards, i * FULL, into, at, height[i]);
            at += height[i];
        }
        return at;
    }
}
