package org.tabula.rules.spite;

/**
 * The shared centre piles, built up from A to K regardless of suit, numbered C1.. in the order
 * they were started; a pile that reaches K is complete and leaves the numbering for the pile of
 * completed cards that will one day go under the stock. A pile's top rank is its card count, so
 * a joker on a centre pile needs no bookkeeping: it is whatever rank its position is.
 */
final class CentrePiles {
    /** 8 aces and 4 jokers in two decks, 12 and 6 in three: no more piles can be open at once. */
    static final int MAX_OPEN = 18;
    static final int FULL = Cards.KING;

    private final CardStack[] open = new CardStack[MAX_OPEN];
    private int count;
    /** How many open piles have exactly one card: kept up to date, the forced-play rules ask often. */
    private int aceTops;
    private final CardStack completed;

    CentrePiles() {
        this.completed = new CardStack(FULL * 4);
    }

    private CentrePiles(CentrePiles other) {
        for (int i = 0; i < other.count; i++) {
            open[i] = other.open[i].copy();
        }
        count = other.count;
        aceTops = other.aceTops;
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
        return open[index].size();
    }

    int top(int index) {
        return open[index].top();
    }

    CardStack pile(int index) {
        return open[index];
    }

    /** How many open piles have an ace (or a joker standing for one) on top: where a 2 can go. */
    int acesOnTop() {
        return aceTops;
    }

    /** Whether a natural card of this rank can go somewhere (an ace starts a pile if {@code mayStart}). */
    boolean hasPlaceFor(int rank, boolean mayStart) {
        if (rank == Cards.ACE) {
            return mayStart;
        }
        for (int i = 0; i < count; i++) {
            if (open[i].size() == rank - 1) {
                return true;
            }
        }
        return false;
    }

    /** Starts pile C(count+1) with an ace or a joker. */
    void start(int code) {
        CardStack pile = new CardStack(FULL);
        pile.push(code);
        open[count++] = pile;
        aceTops++;
    }

    /** Puts a card on open pile {@code index}; returns true if that completed the pile (it then leaves the numbering). */
    boolean put(int index, int code) {
        CardStack pile = open[index];
        if (pile.size() == 1) {
            aceTops--;
        }
        pile.push(code);
        if (pile.size() < FULL) {
            return false;
        }
        for (int i = 0; i < FULL; i++) {
            completed.push(pile.get(i));
        }
        System.arraycopy(open, index + 1, open, index, count - index - 1);
        open[--count] = null;
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
        for (int i = 0; i < count; i++) {
            at = open[i].copyInto(into, at);
            open[i] = null;
        }
        count = 0;
        aceTops = 0;
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
        for (int i = 0; i < count; i++) {
            at = open[i].copyInto(into, at);
        }
        return completed.copyInto(into, at);
    }
}
