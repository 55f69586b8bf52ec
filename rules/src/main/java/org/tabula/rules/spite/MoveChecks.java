package org.tabula.rules.spite;

import org.tabula.rules.Place;
import org.tabula.rules.Refusal;
import org.tabula.rules.Seat;

/**
 * Why a move is not allowed now ("You cannot discard an ace", "7 does not go on centre pile 2
 * (it needs a 5)"), or null if it is allowed. The same rules as {@link LegalMoves}, checked one
 * move at a time.
 */
final class MoveChecks {
    private MoveChecks() {
    }

    static Refusal why(SpiteState state, int seat, int move) {
        Variant variant = state.variant();
        if (seat < 0 || seat >= variant.players) {
            return Refusal.of(SpiteRefusal.NO_SUCH_SEAT, seat);
        }
        if (state.isOver()) {
            return Refusal.of(SpiteRefusal.DEAL_OVER);
        }
        TableDeal table = state.table();
        if (table != null && table.revealDue()) {
            return Refusal.of(SpiteRefusal.REVEAL_FIRST, state.game().seat(table.nextToReveal()));
        }
        if (seat != state.current()) {
            return Refusal.of(SpiteRefusal.NOT_YOUR_TURN, state.game().seat(state.current()), state.game().seat(seat));
        }
        if (!Moves.isValid(move)) {
            return Refusal.of(SpiteRefusal.NO_SUCH_MOVE, move);
        }
        ForcedPlays forced = state.forcedPlays();
        if (move == Moves.END) {
            return whyTurnCannotEnd(state, forced);
        }
        int source = Moves.source(move);
        int target = Moves.target(move);
        if (Moves.isPartner(source) && !variant.partnership) {
            return Refusal.of(SpiteRefusal.NO_PARTNER);
        }
        int code = state.sourceCard(source);
        if (code < 0) {
            return emptySource(state, source);
        }
        if (Moves.isDiscardTarget(target)) {
            return whyNotDiscard(state, forced, source, code, target - Moves.TO_DISCARD);
        }
        Refusal misfit = whyNotOnCentre(state, code, Moves.centrePile(target));
        if (misfit != null) {
            return misfit;
        }
        if (forced.pending() && !forced.isForced(source)) {
            int pile = Moves.centrePile(target);
            int blocked = forced.blocked(source, code, pile < 0 ? 0 : state.centre().rank(pile));
            if (blocked != 0) {
                return forcedFirst(blocked, forced);
            }
        }
        return null;
    }

    private static Refusal whyTurnCannotEnd(SpiteState state, ForcedPlays forced) {
        if (forced.pending()) {
            return forcedFirst(forced.payoffRank() != 0 ? forced.payoffRank() : -1, forced);
        }
        if (state.owesStalematePlay()) {
            return Refusal.of(SpiteRefusal.STALEMATE_PLAY);
        }
        return null;
    }

    /** {@code what}: the rank of the pay-off card that must go first, or -1 for a discard-pile 2. */
    private static Refusal forcedFirst(int what, ForcedPlays forced) {
        if (what == Cards.ACE) {
            return Refusal.of(SpiteRefusal.PAYOFF_ACE_FIRST);
        }
        if (what == 2) {
            return Refusal.of(SpiteRefusal.PAYOFF_TWO_FIRST);
        }
        return Refusal.of(SpiteRefusal.DISCARD_TWO_FIRST, Place.of(forced.firstDiscardTwo()));
    }

    private static Refusal emptySource(SpiteState state, int source) {
        if (Moves.isHand(source)) {
            int code = source - Moves.HAND;
            if (state.table() != null) {
                return state.hand(state.current()).isEmpty() ? Refusal.of(SpiteRefusal.HAND_EMPTY)
                        : Refusal.of(SpiteRefusal.CARD_SEEN, Cards.name(code));
            }
            return Cards.isJoker(code) ? Refusal.of(SpiteRefusal.NO_HAND_JOKER) : Refusal.of(SpiteRefusal.NO_HAND_CARD, Cards.name(code));
        }
        Place pile = Place.of(Moves.discardSlot(source));
        if (Moves.isPartner(source)) {
            Seat partner = state.game().seat(state.variant().partner(state.current()));
            return Moves.isPayoff(source) ? Refusal.of(SpiteRefusal.PARTNER_PAYOFF_EMPTY, partner)
                    : Refusal.of(SpiteRefusal.PARTNER_DISCARD_EMPTY, partner, pile);
        }
        return Moves.isPayoff(source) ? Refusal.of(SpiteRefusal.OWN_PAYOFF_EMPTY) : Refusal.of(SpiteRefusal.OWN_DISCARD_EMPTY, pile);
    }

    private static Refusal whyNotDiscard(SpiteState state, ForcedPlays forced, int source, int code, int slot) {
        if (!Moves.isHand(source)) {
            return Refusal.of(SpiteRefusal.DISCARD_FROM_HAND);
        }
        if (Cards.rank(code) == Cards.ACE) {
            return Refusal.of(SpiteRefusal.DISCARD_ACE);
        }
        DiscardPile pile = state.discards(state.current())[slot];
        if (!pile.accepts(code, state.variant().freeDiscard)) {
            return Refusal.of(SpiteRefusal.DISCARD_MISFIT, Cards.name(code), Place.of(slot), Cards.ranksList(pile.acceptedRanks()),
                    Cards.rankSymbols(pile.acceptedRanks()));
        }
        return whyTurnCannotEnd(state, forced);
    }

    /** {@code pile}: an open pile from 0, or -1 for a new one. */
    private static Refusal whyNotOnCentre(SpiteState state, int code, int pile) {
        Variant variant = state.variant();
        CentrePiles centre = state.centre();
        int rank = Cards.rank(code);
        if (pile < 0) {
            if (Cards.isJoker(code) && variant.pagat) {
                return Refusal.of(SpiteRefusal.PAGAT_JOKER_START);
            }
            if (rank != Cards.ACE && !Cards.isJoker(code)) {
                return Refusal.of(SpiteRefusal.CANNOT_START, Cards.rankName(rank));
            }
            if (centre.count() >= variant.maxOpenPiles()) {
                return Refusal.of(SpiteRefusal.TOO_MANY_PILES, centre.count());
            }
            return null;
        }
        if (pile >= centre.count()) {
            return centre.count() == 0 ? Refusal.of(SpiteRefusal.NO_CENTRE_PILES, Place.of(pile))
                    : Refusal.of(SpiteRefusal.NO_SUCH_CENTRE_PILE, Place.of(pile), centre.count());
        }
        int needed = centre.rank(pile) + 1;
        if (Cards.isJoker(code) || rank == needed) {
            return null;
        }
        if (rank == Cards.ACE) {
            return Refusal.of(SpiteRefusal.ACE_ON_PILE);
        }
        return Refusal.of(SpiteRefusal.CENTRE_MISFIT, Cards.rankName(rank), Place.of(pile), Cards.aRank(needed), Cards.rankName(needed));
    }
}
