package org.tabula.rules.spite;

/**
 * Why a move is not allowed now, as a sentence for the player ("You cannot discard an ace",
 * "7 does not go on centre pile 2 (it needs a 5)"), or null if it is allowed. The same rules
 * as {@link LegalMoves}, checked one move at a time.
 */
final class Refusals {
    private Refusals() {
    }

    static String why(SpiteState state, int seat, int move) {
        Variant variant = state.variant();
        if (seat < 0 || seat >= variant.players) {
            return "There is no seat " + seat + " in this game";
        }
        if (state.isOver()) {
            return "The deal is over";
        }
        if (seat != state.current()) {
            return "It is seat " + state.current() + "'s turn, not seat " + seat + "'s";
        }
        if (!Moves.isValid(move)) {
            return "There is no move number " + move;
        }
        ForcedPlays forced = state.forcedPlays();
        if (move == Moves.END) {
            return whyTurnCannotEnd(state, forced);
        }
        int source = Moves.source(move);
        int target = Moves.target(move);
        if (Moves.isPartner(source) && !variant.partnership) {
            return "Only partnership games let you play from another seat's piles";
        }
        int code = state.sourceCard(source);
        if (code < 0) {
            return emptySource(state, source);
        }
        if (Moves.isDiscardTarget(target)) {
            return whyNotDiscard(state, forced, source, code, target - Moves.TO_DISCARD);
        }
        String misfit = whyNotOnCentre(state, code, Moves.centrePile(target));
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

    private static String whyTurnCannotEnd(SpiteState state, ForcedPlays forced) {
        if (forced.pending()) {
            return forcedFirst(forced.payoffRank() != 0 ? forced.payoffRank() : -1, forced);
        }
        if (state.owesStalematePlay()) {
            return "After a stalemate you must play an ace, or a 2 that fits a centre pile, from your hand before this turn ends";
        }
        return null;
    }

    /** {@code what}: the rank of the pay-off card that must go first, or -1 for a discard-pile 2. */
    private static String forcedFirst(int what, ForcedPlays forced) {
        if (what == Cards.ACE) {
            return "An ace from your pay-off pile must be played first";
        }
        if (what == 2) {
            return "A 2 from your pay-off pile must be played first";
        }
        return "The 2 on your discard pile " + (forced.firstDiscardTwo() + 1) + " must be played first";
    }

    private static String emptySource(SpiteState state, int source) {
        if (Moves.isHand(source)) {
            int code = source - Moves.HAND;
            return "You have no " + (Cards.isJoker(code) ? "joker" : Cards.name(code)) + " in your hand";
        }
        String whose = Moves.isPartner(source) ? "Seat " + state.variant().partner(state.current()) + "'s" : "Your";
        return whose + (Moves.isPayoff(source) ? " pay-off pile is empty" : " discard pile " + (Moves.discardSlot(source) + 1) + " is empty");
    }

    private static String whyNotDiscard(SpiteState state, ForcedPlays forced, int source, int code, int slot) {
        if (!Moves.isHand(source)) {
            return "Only a card from your hand can be discarded";
        }
        if (Cards.rank(code) == Cards.ACE) {
            return "You cannot discard an ace";
        }
        DiscardPile pile = state.discards(state.current())[slot];
        if (!pile.accepts(code, state.variant().freeDiscard)) {
            return Cards.name(code) + " does not go on your discard pile " + (slot + 1)
                    + " (it takes " + Cards.ranksList(pile.acceptedRanks()) + ")";
        }
        return whyTurnCannotEnd(state, forced);
    }

    /** {@code pile}: an open pile from 0, or -1 for a new one. */
    private static String whyNotOnCentre(SpiteState state, int code, int pile) {
        Variant variant = state.variant();
        CentrePiles centre = state.centre();
        int rank = Cards.rank(code);
        if (pile < 0) {
            if (Cards.isJoker(code) && variant.pagat) {
                return "Under pagat a joker cannot start a centre pile (it cannot stand for an ace)";
            }
            if (rank != Cards.ACE && !Cards.isJoker(code)) {
                return Cards.rankName(rank) + " cannot start a centre pile (only an ace or a joker can)";
            }
            if (centre.count() >= variant.maxOpenPiles()) {
                return "There are already " + centre.count() + " unfinished centre piles, the most allowed";
            }
            return null;
        }
        if (pile >= centre.count()) {
            return "There is no centre pile " + (pile + 1)
                    + (centre.count() == 0 ? " (there are none yet: start one with C+)" : " (there are " + centre.count() + ")");
        }
        int needed = centre.rank(pile) + 1;
        if (Cards.isJoker(code) || rank == needed) {
            return null;
        }
        if (rank == Cards.ACE) {
            return "An ace does not go on a centre pile: it starts a new one (C+)";
        }
        return Cards.rankName(rank) + " does not go on centre pile " + (pile + 1) + " (it needs " + Cards.aRank(needed) + ")";
    }
}
