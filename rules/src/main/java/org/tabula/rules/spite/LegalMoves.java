package org.tabula.rules.spite;

/**
 * Lists the mover's legal moves, sorted: centre plays from each source in source order
 * (pay-off, discard piles, the partner's piles, hand cards by code), the discards of each hand
 * card before its centre plays, and {@code end} last. Forced plays remove the discards and the
 * end, and every play that would block them ({@link ForcedPlays}).
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
        int n = 0;
        for (int source = Moves.PAYOFF; source < (variant.partnership ? Moves.HAND : Moves.PARTNER_PAYOFF); source++) {
            int code = state.sourceCard(source);
            if (code >= 0) {
                n = centrePlays(state, source, code, forced, targets, out, n);
            }
        }
        Hand hand = state.hand(seat);
        for (int i = 0; i < hand.size(); i++) {
            int code = hand.code(i);
            if (i > 0 && hand.code(i - 1) == code) {
                continue;
            }
            int source = Moves.HAND + code;
            if (turnMayEnd) {
                for (int slots = targets.discardSlotsFor(code); slots != 0; slots &= slots - 1) {
                    out[n++] = Moves.of(source, Moves.TO_DISCARD + Integer.numberOfTrailingZeros(slots));
                }
            }
            n = centrePlays(state, source, code, forced, targets, out, n);
        }
        if (turnMayEnd) {
            out[n++] = Moves.END;
        }
        return n;
    }

    private static int centrePlays(SpiteState state, int source, int code, ForcedPlays forced, Targets targets, int[] out, int n) {
        boolean free = !forced.pending() || forced.isForced(source);
        if (targets.mayStart(code) && (free || forced.blocked(source, code, 0) == 0)) {
            out[n++] = Moves.of(source, Moves.TO_NEW_PILE);
        }
        CentrePiles centre = state.centre();
        for (int piles = targets.pilesFor(code); piles != 0; piles &= piles - 1) {
            int pile = Integer.numberOfTrailingZeros(piles);
            if (free || forced.blocked(source, code, centre.rank(pile)) == 0) {
                out[n++] = Moves.of(source, Moves.TO_CENTRE + pile);
            }
        }
        return n;
    }

    /**
     * Which centre piles and which of the mover's discard piles take which rank: a scratch object
     * each state reuses, worked out once per listing.
     */
    static final class Targets {
        /** For each rank, the open piles (bits) whose top is one lower. */
        private final int[] needing = new int[Cards.KING + 1];
        /** For each of the mover's discard slots, the ranks (bits) it takes. */
        private final int[] discardRanks = new int[Moves.DISCARD_SLOTS];
        private int allPiles;
        private boolean roomForPile;
        private boolean jokerStarts;

        void update(CentrePiles centre, DiscardPile[] discards, Variant variant) {
            java.util.Arrays.fill(needing, 0);
            for (int pile = 0; pile < centre.count(); pile++) {
                needing[centre.rank(pile) + 1] |= 1 << pile;
            }
            this.allPiles = (1 << centre.count()) - 1;
            this.roomForPile = centre.count() < variant.maxOpenPiles();
            this.jokerStarts = !variant.pagat;
            for (int slot = 0; slot < discards.length; slot++) {
                discardRanks[slot] = variant.freeDiscard ? Cards.DISCARDABLE_RANKS : discards[slot].acceptedRanks();
            }
        }

        /** The discard slots a card may go to: a joker goes on any pile, an ace on none. */
        int discardSlotsFor(int code) {
            if (Cards.isJoker(code)) {
                return (1 << Moves.DISCARD_SLOTS) - 1;
            }
            int rank = Cards.rank(code);
            int slots = 0;
            for (int slot = 0; slot < Moves.DISCARD_SLOTS; slot++) {
                slots |= (discardRanks[slot] >>> rank & 1) << slot;
            }
            return slots;
        }

        boolean mayStart(int code) {
            return roomForPile && (Cards.isJoker(code) ? jokerStarts : Cards.rank(code) == Cards.ACE);
        }

        int pilesFor(int code) {
            return Cards.isJoker(code) ? allPiles : needing[Cards.rank(code)];
        }
    }
}
