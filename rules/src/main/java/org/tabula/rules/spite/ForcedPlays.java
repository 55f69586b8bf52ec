package org.tabula.rules.spite;

/**
 * The plays the mover must make (the source text): the top of the own pay-off pile if it is an A or a 2
 * that can be played, and the top of each own discard pile that is a 2 that can be played
 * (jokers are never forced, and a partner's piles never are). While any is pending the turn
 * cannot end. No other play may leave fewer of them playable than before: the source text says so of a
 * hand 2 put on the last ace; the same holds for any card standing as that 2 (a joker, a
 * partner's 2) and, under pagat, for an ace taking the last free centre pile while a pay-off ace
 * waits. {@code handTwoFirst} lets a hand 2 block discard-pile 2s, never a pay-off card.
 *
 * <p>A scratch object the state reuses: {@link #compute} fills it for the mover.
 */
final class ForcedPlays {
    /** Effectively no limit on new centre piles outside pagat. */
    private static final int UNLIMITED = 1 << 20;

    /** {@link Cards#ACE} or 2 if the own pay-off top must be played, else 0. */
    private int payoffRank;
    /** Bit per own discard slot whose top 2 must be played. */
    private int discardTwos;
    private int aces;
    private int freeSlots;
    private boolean handTwoFirst;

    void compute(CardStack payoff, DiscardPile[] discards, CentrePiles centre, Variant variant) {
        handTwoFirst = variant.handTwoFirst;
        aces = centre.acesOnTop();
        freeSlots = variant.pagat ? variant.maxOpenPiles() - centre.count() : UNLIMITED;
        payoffRank = 0;
        if (!payoff.isEmpty()) {
            int rank = Cards.rank(payoff.top());
            if ((rank == Cards.ACE && freeSlots > 0) || (rank == 2 && aces > 0)) {
                payoffRank = rank;
            }
        }
        discardTwos = 0;
        if (aces > 0) {
            for (int slot = 0; slot < discards.length; slot++) {
                // An empty pile's top is NONE, of no rank.
                discardTwos |= (Cards.rank(discards[slot].top()) == 2 ? 1 : 0) << slot;
            }
        }
    }

    boolean pending() {
        return payoffRank != 0 || discardTwos != 0;
    }

    /** The rank of the forced pay-off card (A or 2), or 0. */
    int payoffRank() {
        return payoffRank;
    }

    /** The lowest own discard slot with a forced 2, or -1. */
    int firstDiscardTwo() {
        return discardTwos == 0 ? -1 : Integer.numberOfTrailingZeros(discardTwos);
    }

    /** Whether a play from this source is itself a forced play. */
    boolean isForced(int source) {
        if (source == Moves.PAYOFF) {
            return payoffRank != 0;
        }
        return source >= Moves.OWN_DISCARD && source < Moves.PARTNER_PAYOFF
                && (discardTwos & (1 << (source - Moves.OWN_DISCARD))) != 0;
    }

    /**
     * Whether a play that is not forced keeps every forced card playable, or which it blocks:
     * 0 if it is fine, else the rank of the blocked pay-off card ({@code ACE} or 2), or -1 for a
     * blocked discard-pile 2. {@code targetRank} is the open pile's top rank, or 0 for a new pile.
     */
    int blocked(int source, int code, int targetRank) {
        int newAces = aces;
        int newFree = freeSlots;
        if (targetRank == 0) {
            newAces++;
            newFree--;
        } else if (targetRank == Cards.ACE) {
            newAces--;
        } else if (targetRank == Cards.KING - 1) {
            newFree++;
        }
        boolean twoFromHand = Moves.isHand(source) && Cards.rank(code) == 2 && handTwoFirst;
        int twos = twoFromHand ? 0 : Integer.bitCount(discardTwos);
        if (capacity(newAces, newFree, twos) >= capacity(aces, freeSlots, twos)) {
            return 0;
        }
        // Which card loses its place: the pay-off card if it can no longer go, else a discard-pile 2.
        return payoffRank != 0 && capacity(newAces, newFree, 0) < capacity(aces, freeSlots, 0) ? payoffRank : -1;
    }

    /** How many of the forced cards (the pay-off card and {@code twos} discard-pile 2s) can all be played. */
    private int capacity(int aceTops, int free, int twos) {
        int ace = payoffRank == Cards.ACE && free > 0 ? 1 : 0;
        int allTwos = twos + (payoffRank == 2 ? 1 : 0);
        return ace + Math.min(allTwos, aceTops + ace);
    }
}
