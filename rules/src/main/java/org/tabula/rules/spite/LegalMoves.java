package org.tabula.rules.spite;

/**
 * Lists the mover's legal moves, sorted: centre plays from each source in source order
 * (pay-off, discard piles, the partner's piles, hand cards by code), the discards of each hand
 * card before its centre plays, and {@code end} last. Forced plays remove the discards and the
 * end, and every play that would block them ({@link ForcedPlays}).
 *
 * <p>The targets of a card are one bit mask over the target numbers of {@link Moves} (discard
 * slots, new pile, open piles in order), so each source's moves come out in order from its bits.
 */
final class LegalMoves {
    private LegalMoves() {
    }

    static int list(SpiteState state, int seat, int[] out) {
        if (state.isOver() || seat != state.current()) {
            return 0;
        }
        Variant variant = state.variant();
        ForcedPlays forced = state.forcedPlays();
        boolean turnMayEnd = !forced.pending() && !state.owesStalematePlay();
        Targets targets = state.targets();
        targets.update(state.centre(), state.discards(seat), variant);
        Listing listing = state.listing();
        listing.begin();
        int n = 0;
        n = pileSource(state, seat, Moves.PAYOFF, Moves.OWN_DISCARD, forced, targets, listing, out, n);
        int partner = variant.partner(seat);
        if (partner >= 0) {
            n = pileSource(state, partner, Moves.PARTNER_PAYOFF, Moves.PARTNER_DISCARD, forced, targets, listing, out, n);
        }
        for (long held = state.handCodes(seat); held != 0; held &= held - 1) {
            int code = Long.numberOfTrailingZeros(held);
            int source = Moves.HAND + code;
            int slots = turnMayEnd ? targets.discardSlots(code) : 0;
            int centre = playable(state, source, code, targets.centre(code), forced);
            listing.add(source, slots | centre);
            n = emitDiscards(source * Moves.TARGETS, slots, out, n);
            n = emitAll(source * Moves.TARGETS, centre, out, n);
        }
        if (turnMayEnd) {
            listing.addEnd();
            out[n++] = Moves.END;
        }
        return n;
    }

    /** The centre plays from one seat's pay-off top and discard-pile tops. */
    private static int pileSource(SpiteState state, int owner, int payoffSource, int discardSource, ForcedPlays forced, Targets targets,
            Listing listing, int[] out, int n) {
        CardStack payoff = state.payoff(owner);
        if (!payoff.isEmpty()) {
            int code = payoff.top();
            n = emit(payoffSource, playable(state, payoffSource, code, targets.centre(code), forced), listing, out, n);
        }
        DiscardPile[] discards = state.discards(owner);
        for (int slot = 0; slot < Moves.DISCARD_SLOTS; slot++) {
            int code = discards[slot].top();
            n = emit(discardSource + slot, playable(state, discardSource + slot, code, targets.centre(code), forced), listing, out, n);
        }
        return n;
    }

    private static int emit(int source, int moves, Listing listing, int[] out, int n) {
        listing.add(source, moves);
        return emitAll(source * Moves.TARGETS, moves, out, n);
    }

    /** The centre targets (bits) of a card that may be played now: while forced plays wait, only those that leave them playable. */
    private static int playable(SpiteState state, int source, int code, int moves, ForcedPlays forced) {
        if (!forced.pending() || forced.isForced(source)) {
            return moves;
        }
        int kept = 0;
        for (int rest = moves; rest != 0; rest &= rest - 1) {
            int target = Integer.numberOfTrailingZeros(rest);
            if (forced.blocked(source, code, target == Moves.TO_NEW_PILE ? 0 : state.centre().rank(target - Moves.TO_CENTRE)) == 0) {
                kept |= 1 << target;
            }
        }
        return kept;
    }

    /** Writes the discards of one hand card ({@code slots}: target bits 0-3), without a branch as in {@link #emitAll}. */
    private static int emitDiscards(int base, int slots, int[] out, int n) {
        for (int slot = 0; slot < Moves.DISCARD_SLOTS; slot++) {
            out[n] = base + Moves.TO_DISCARD + slot;
            n += slots >>> slot & 1;
        }
        return n;
    }

    /**
     * Writes one move per target bit. Most sources have no target or one or two, in no pattern a
     * branch predictor can learn, so the first two are written without a branch: each is stored
     * at {@code out[n]} and kept only if its bit exists. {@code out} always has room for that
     * store, as the lister never fills it.
     */
    private static int emitAll(int base, int moves, int[] out, int n) {
        out[n] = base + Integer.numberOfTrailingZeros(moves);
        n += (moves | -moves) >>> 31;
        moves &= moves - 1;
        out[n] = base + Integer.numberOfTrailingZeros(moves);
        n += (moves | -moves) >>> 31;
        moves &= moves - 1;
        for (; moves != 0; moves &= moves - 1) {
            out[n++] = base + Integer.numberOfTrailingZeros(moves);
        }
        return n;
    }

    /**
     * Which targets take which card: a scratch object each state reuses, worked out once per
     * listing. Masks are over target numbers ({@link Moves#TO_DISCARD}, {@link Moves#TO_NEW_PILE},
     * {@link Moves#TO_CENTRE}).
     */
    static final class Targets {
        private CentrePiles piles;
        /** For each rank (0: a joker), whether it may start a new pile, as the new-pile target bit. */
        private final int[] newPile = new int[Cards.rank(Cards.NONE) + 1];
        /** For each of the mover's discard slots, the ranks (bits, 0 for a joker) it takes. */
        private final int[] discardRanks = new int[Moves.DISCARD_SLOTS];

        void update(CentrePiles centre, DiscardPile[] discards, Variant variant) {
            this.piles = centre;
            int room = centre.count() < variant.maxOpenPiles() ? 1 << Moves.TO_NEW_PILE : 0;
            newPile[0] = variant.pagat ? 0 : room;
            newPile[Cards.ACE] = room;
            for (int slot = 0; slot < Moves.DISCARD_SLOTS; slot++) {
                // Bit 0 is the joker's rank: it goes on any pile.
                discardRanks[slot] = (variant.freeDiscard ? Cards.DISCARDABLE_RANKS : discards[slot].acceptedRanks()) | 1;
            }
        }

        /** The centre targets of a card; none for {@link Cards#NONE}. */
        int centre(int code) {
            int rank = Cards.rank(code);
            return piles.pilesTaking(rank) << Moves.TO_CENTRE | newPile[rank];
        }

        /** The discard slots (target bits) a card may go to: a joker goes on any pile, an ace on none. */
        int discardSlots(int code) {
            int rank = Cards.rank(code);
            return (discardRanks[0] >>> rank & 1) << Moves.TO_DISCARD
                    | (discardRanks[1] >>> rank & 1) << (Moves.TO_DISCARD + 1)
                    | (discardRanks[2] >>> rank & 1) << (Moves.TO_DISCARD + 2)
                    | (discardRanks[3] >>> rank & 1) << (Moves.TO_DISCARD + 3);
        }
    }
}
