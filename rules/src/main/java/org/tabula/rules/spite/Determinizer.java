package org.tabula.rules.spite;

import org.tabula.rules.SeededRandom;

/**
 * Redraws everything an observer cannot see: the other hands (a partner's too), the stock and
 * the face-down pay-off cards of every seat (the observer's own included: nobody sees those),
 * and the generator's future. Card counts per zone, all face-up cards and the observer's hand
 * stay as they are.
 *
 * <p>A sample depends only on what the observer knows, never on where the hidden cards really
 * lie: the unseen cards (every card but the face-up ones and the observer's hand) as a sorted
 * multiset, the zone sizes, and which cards have been played from pay-off piles. In an unmixed
 * deal the pay-off piles come from one deck without jokers, so their hidden cards are drawn
 * first, without repeats, from the unseen cards no pay-off pile has shown; the rest are dealt
 * uniformly to the other places. What the seats saw go under the stock in a replenishment or a
 * reshuffle is not remembered: the stock is redrawn from all unseen cards.
 */
final class Determinizer {
    private Determinizer() {
    }

    static void resample(SpiteState state, int observer, SeededRandom rng) {
        Variant variant = state.variant();
        int[] unseen = new int[Cards.CODES];
        int hidden = countHidden(state, observer, unseen);
        int[] payoffCards = variant.mixedDeal() ? new int[0] : drawPayoffCards(state, unseen, rng);
        int[] rest = new int[hidden - payoffCards.length];
        int n = 0;
        for (int code = 0; code < Cards.CODES; code++) {
            for (int k = 0; k < unseen[code]; k++) {
                rest[n++] = code;
            }
        }
        rng.shuffle(rest);
        n = 0;
        for (int seat = 0; seat < variant.players; seat++) {
            if (seat != observer) {
                Hand hand = state.hand(seat);
                int size = hand.size();
                hand.clear();
                for (int i = 0; i < size; i++) {
                    hand.add(rest[n++]);
                }
            }
        }
        int p = 0;
        for (int seat = 0; seat < variant.players; seat++) {
            CardStack payoff = state.payoff(seat);
            for (int i = 0; i < payoff.size() - 1; i++) {
                payoff.set(i, variant.mixedDeal() ? rest[n++] : payoffCards[p++]);
            }
        }
        CardStack stock = state.stock();
        for (int i = 0; i < stock.size(); i++) {
            stock.set(i, rest[n++]);
        }
        state.reseed(new SeededRandom(rng.nextLong()));
    }

    /** Counts the cards in the places the observer cannot see into {@code counts}; returns how many there are. */
    private static int countHidden(SpiteState state, int observer, int[] counts) {
        int total = 0;
        for (int seat = 0; seat < state.variant().players; seat++) {
            if (seat != observer) {
                Hand hand = state.hand(seat);
                for (long held = hand.held(); held != 0; held &= held - 1) {
                    int code = Long.numberOfTrailingZeros(held);
                    counts[code] += hand.count(code);
                }
                total += hand.size();
            }
            CardStack payoff = state.payoff(seat);
            for (int i = 0; i < payoff.size() - 1; i++) {
                counts[payoff.get(i)]++;
            }
            total += Math.max(payoff.size() - 1, 0);
        }
        CardStack stock = state.stock();
        for (int i = 0; i < stock.size(); i++) {
            counts[stock.get(i)]++;
        }
        return total + stock.size();
    }

    /**
     * The hidden pay-off cards of an unmixed deal, in the order they are laid (seat by seat,
     * bottom up), taken out of {@code unseen}: distinct cards, never a joker, never one a pay-off
     * pile has shown (played or on top).
     */
    private static int[] drawPayoffCards(SpiteState state, int[] unseen, SeededRandom rng) {
        long shown = state.payoffPlayed();
        int wanted = 0;
        for (int seat = 0; seat < state.variant().players; seat++) {
            CardStack payoff = state.payoff(seat);
            if (!payoff.isEmpty()) {
                shown |= 1L << payoff.top();
                wanted += payoff.size() - 1;
            }
        }
        int[] candidates = new int[Cards.JOKER];
        int count = 0;
        for (int code = 0; code < Cards.JOKER; code++) {
            if (unseen[code] > 0 && (shown & 1L << code) == 0) {
                candidates[count++] = code;
            }
        }
        rng.shuffle(candidates, count);
        int[] drawn = java.util.Arrays.copyOf(candidates, wanted);
        for (int code : drawn) {
            unseen[code]--;
        }
        return drawn;
    }
}
