package org.tabula.rules.spite;

import org.tabula.rules.EventSink;
import org.tabula.rules.spite.SpiteEvent.Reshuffled;
import org.tabula.rules.spite.SpiteEvent.StockReplenished;

/**
 * The shuffles during a deal: seen cards going under the stock when it runs low, and the
 * stalemate reshuffle.
 */
final class Shuffles {
    private Shuffles() {
    }

    /**
     * Completed centre piles go under the stock, shuffled (the seat after the drawer shuffles);
     * if there are none and the stock cannot serve the draw, all open piles do.
     */
    static void replenishStock(SpiteState state, int seat, int wanted, EventSink events) {
        CentrePiles centre = state.centre();
        CardStack stock = state.stock();
        Variant variant = state.variant();
        boolean fromCompleted = !centre.completed().isEmpty();
        if (!fromCompleted && (stock.size() >= wanted || centre.count() == 0)) {
            return;
        }
        int[] cards = state.scratch();
        int count = fromCompleted ? centre.takeCompleted(cards, 0) : centre.takeOpen(cards, 0);
        state.rng().shuffle(cards, count);
        stock.putUnder(cards, count);
        events.accept(new StockReplenished((seat + 1) % variant.players, count, fromCompleted));
    }

    /** Stalemate stage 2: everything but the pay-off piles is shuffled, 5 cards dealt to each seat from {@code first}. */
    static void reshuffleAll(SpiteState state, int first, EventSink events) {
        Variant variant = state.variant();
        CardStack stock = state.stock();
        int[] cards = new int[variant.totalCards()];
        int count = stock.copyInto(cards, 0);
        stock.clear();
        for (int seat = 0; seat < variant.players; seat++) {
            count = state.hand(seat).copyInto(cards, count);
            state.hand(seat).clear();
        }
        count = state.centre().takeOpen(cards, count);
        count = state.centre().takeCompleted(cards, count);
        for (int seat = 0; seat < variant.players; seat++) {
            for (DiscardPile pile : state.discards(seat)) {
                count = pile.copyInto(cards, count);
                pile.clear();
            }
        }
        state.rng().shuffle(cards, count);
        for (int i = count - 1; i >= 0; i--) {
            stock.push(cards[i]);
        }
        for (int k = 0; k < variant.players; k++) {
            Hand hand = state.hand((first + k) % variant.players);
            for (int i = 0; i < Hand.CAPACITY && !stock.isEmpty(); i++) {
                hand.add(stock.pop());
            }
        }
        events.accept(new Reshuffled(count, first));
    }
}
