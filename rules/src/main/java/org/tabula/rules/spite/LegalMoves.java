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
        Targets targets = new Targets(state.centre(), variant);
        int n = 0;
        n = centrePlays(state, Moves.PAYOFF, forced, targets, out, n);
        for (int slot = 0; slot < Moves.DISCARD_SLOTS; slot++) {
            n = centrePlays(state, Moves.OWN_DISCARD + slot, forced, targets, out, n);
        }
        if (variant.partnership) {
            n = centrePlays(state, Moves.PARTNER_PAYOFF, forced, targets, out, n);
            for (int slot = 0; slot < Moves.DISCARD_SLOTS; slot++) {
                n = centrePlays(state, Moves.PARTNER_DISCARD + slot, forced, targets, out, n);
            }
        }
        Hand hand = state.hand(seat);
        DiscardPile[] piles = state.discards(seat);
        for (int i = 0; i < hand.size(); i++) {
            int code = hand.code(i);
            if (i > 0 && hand.code(i - 1) == code) {
                continue;
            }
            int source = Moves.HAND + code;
            if (turnMayEnd) {
                for (int slot = 0; slot < Moves.DISCARD_SLOTS; slot++) {
                    if (piles[slot].accepts(code, variant.freeDiscard)) {
                        out[n++] = Moves.of(source, Moves.TO_DISCARD + slot);
                    }
                }
            }
            n = centrePlays(state, source, forced, targets, out, n);
        }
        if (turnMayEnd) {
            out[n++] = Moves.END;
        }
        return n;
    }

    private static int centrePlays(SpiteState state, int source, ForcedPlays forced, Targets targets, int[] out, int n) {
        int code = state.sourceCard(source);
        if (code < 0) {
            return n;
        }
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

    /** Which centre piles take which rank, worked out once per listing. */
    private static final class Targets {
        /** For each rank, the open piles (bits) whose top is one lower. */
        private final int[] needing = new int[Cards.KING + 1];
        private final int allPiles;
        private final boolean roomForPile;
        private final boolean jokerStarts;

        Targets(CentrePiles centre, Variant variant) {
            for (int pile = 0; pile < centre.count(); pile++) {
                needing[centre.rank(pile) + 1] |= 1 << pile;
            }
            this.allPiles = (1 << centre.count()) - 1;
            this.roomForPile = centre.count() < variant.maxOpenPiles();
            this.jokerStarts = !variant.pagat;
        }

        boolean mayStart(int code) {
            return roomForPile && (Cards.isJoker(code) ? jokerStarts : Cards.rank(code) == Cards.ACE);
        }

        int pilesFor(int code) {
            return Cards.isJoker(code) ? allPiles : needing[Cards.rank(code)];
        }
    }
}
