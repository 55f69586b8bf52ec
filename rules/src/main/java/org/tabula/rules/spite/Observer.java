package org.tabula.rules.spite;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.tabula.rules.GameState;

/**
 * Builds every audience's view from one function: the table sees all face-up cards and the
 * counts of face-down ones; a seat also sees its own hand. Nobody sees the cards under the
 * pay-off tops, not even their owner.
 */
final class Observer {
    private Observer() {
    }

    static SpiteView view(SpiteState state, int audience) {
        Variant variant = state.variant();
        List<SpiteCard> tops = new ArrayList<>();
        List<Integer> payoffCounts = new ArrayList<>();
        List<Integer> handCounts = new ArrayList<>();
        List<List<List<SpiteCard>>> discards = new ArrayList<>();
        for (int seat = 0; seat < variant.players; seat++) {
            CardStack payoff = state.payoff(seat);
            boolean faceUp = !payoff.isEmpty() && (state.table() == null || !state.table().revealDue(seat));
            tops.add(faceUp ? SpiteCard.of(payoff.top()) : null);
            payoffCounts.add(payoff.size());
            handCounts.add(state.hand(seat).size());
            List<List<SpiteCard>> piles = new ArrayList<>();
            for (DiscardPile pile : state.discards(seat)) {
                List<SpiteCard> cards = new ArrayList<>();
                for (int i = 0; i < pile.size(); i++) {
                    cards.add(SpiteCard.of(pile.get(i)));
                }
                piles.add(List.copyOf(cards));
            }
            discards.add(List.copyOf(piles));
        }
        CentrePiles centre = state.centre();
        List<SpiteView.CentrePile> open = new ArrayList<>();
        for (int pile = 0; pile < centre.count(); pile++) {
            open.add(new SpiteView.CentrePile(SpiteCard.of(centre.top(pile)), centre.rank(pile)));
        }
        boolean seat = audience != GameState.TABLE && audience >= 0 && audience < variant.players;
        // At a table deal the box sees no hand, not even the audience's.
        List<SpiteCard> hand = seat && state.table() == null ? List.copyOf(state.handCards(audience)) : null;
        boolean started = state.table() == null || !state.table().startPending();
        return new SpiteView(seat ? audience : GameState.TABLE, state.isOver() || !started ? -1 : state.current(),
                java.util.Collections.unmodifiableList(tops), List.copyOf(payoffCounts), List.copyOf(discards),
                List.copyOf(open), centre.completedPiles(), state.stock().size(), List.copyOf(handCounts), hand,
                state.movedThisTurn(), state.stalemate().idleTurns(), state.stalemate().stage(), state.isOver(),
                Arrays.stream(state.scores()).boxed().toList());
    }
}
