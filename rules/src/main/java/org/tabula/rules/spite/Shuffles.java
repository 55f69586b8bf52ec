package org.tabula.rules.spite;

import org.tabula.rules.EventSink;
import org.tabula.rules.spite.SpiteEvent.Reshuffled;
import org.tabula.rules.spite.SpiteEvent.StockReplenished;

/**
 * The shuffles that hide cards during a deal: seen cards going under the stock when it runs low,
 * and the stalemate reshuffle. Each hidden card is tagged with what the seats knew of it
 * ({@link Provenance}), so determinised states can keep it where it may be.
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
        int[] cards = new int[variant.totalCards()];
        int count = fromCompleted ? centre.takeCompleted(cards, 0) : centre.takeOpen(cards, 0);
        state.rng().shuffle(cards, count);
        int segment = freshSegment(state);
        for (int i = 0; i < count; i++) {
            cards[i] = Provenance.opened(cards[i], segment);
        }
        stock.putUnder(cards, count);
        events.accept(new StockReplenished((seat + 1) % variant.players, count, fromCompleted));
    }

    /** Stalemate stage 2: everything but the pay-off piles is shuffled, 5 cards dealt to each seat from {@code first}. */
    static void reshuffleAll(SpiteState state, int first, EventSink events) {
        Variant variant = state.variant();
        CardStack stock = state.stock();
        int segment = freshSegment(state);
        int[] cards = new int[variant.totalCards()];
        int count = 0;
        for (int i = 0; i < stock.size(); i++) {
            cards[count++] = Provenance.reshuffled(stock.get(i), segment, -1);
        }
        stock.clear();
        for (int seat = 0; seat < variant.players; seat++) {
            Hand hand = state.hand(seat);
            for (int i = 0; i < hand.size(); i++) {
                cards[count++] = Provenance.reshuffled(hand.entry(i), segment, seat);
            }
            hand.clear();
        }
        int open = count;
        count = state.centre().takeOpen(cards, count);
        count = state.centre().takeCompleted(cards, count);
        for (int seat = 0; seat < variant.players; seat++) {
            for (DiscardPile pile : state.discards(seat)) {
                count = pile.copyInto(cards, count);
                pile.clear();
            }
        }
        for (int i = open; i < count; i++) {
            cards[i] = Provenance.opened(cards[i], segment);
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

    /** A segment id no hidden card carries now. */
    static int freshSegment(SpiteState state) {
        boolean[] used = new boolean[Provenance.MAX_SEGMENTS];
        for (int seat = 0; seat < state.variant().players; seat++) {
            CardStack payoff = state.payoff(seat);
            for (int i = 0; i < payoff.size(); i++) {
                used[Provenance.segment(payoff.get(i))] = true;
            }
            Hand hand = state.hand(seat);
            for (int i = 0; i < hand.size(); i++) {
                used[Provenance.segment(hand.entry(i))] = true;
            }
        }
        CardStack stock = state.stock();
        for (int i = 0; i < stock.size(); i++) {
            used[Provenance.segment(stock.get(i))] = true;
        }
        return Provenance.freshSegment(used);
    }
}
