package org.tabula.rules.spite;

import org.tabula.rules.SeededRandom;
import org.tabula.rules.spite.SpiteEvent.FirstSeat;
import org.tabula.rules.spite.SpiteEvent.FirstSeat.Basis;

/**
 * Who plays first (the source text): the highest pay-off top card; equal ranks are decided by suit
 * (spades, hearts, diamonds, clubs), or under {@code reshuffleOnTie} by the tied seats
 * reshuffling their pay-off piles and comparing again. Rulings for the mixed deals, where a
 * joker or the very same card can be on top: a joker ranks above a K, and a tie that suits
 * cannot break is settled by reshuffling the tied piles; if no reshuffle can ever break it (all
 * their cards alike), the lowest tied seat starts.
 */
final class StartingSeat {
    private StartingSeat() {
    }

    /** The first seat and why; tied pay-off piles may be reshuffled. */
    static FirstSeat choose(CardStack[] payoff, Variant variant, SeededRandom rng) {
        int candidates = (1 << payoff.length) - 1;
        while (true) {
            int tied = tied(payoff, candidates, variant.reshuffleOnTie);
            int best = strength(payoff[Integer.numberOfTrailingZeros(tied)].top(), variant.reshuffleOnTie);
            if (Integer.bitCount(tied) == 1 || unbreakable(payoff, tied, best, variant.reshuffleOnTie)) {
                return firstSeat(payoff, tied, candidates != (1 << payoff.length) - 1);
            }
            for (int seat = 0; seat < payoff.length; seat++) {
                if ((tied & (1 << seat)) != 0) {
                    reshuffle(payoff[seat], rng);
                }
            }
            candidates = tied;
        }
    }

    /**
     * The lowest seat of {@code tied} starts (bits: one seat, or seats whose tie nothing could
     * break), after tied seats {@code reshuffled} their piles or not: why, as the table sees it.
     */
    static FirstSeat firstSeat(CardStack[] payoff, int tied, boolean reshuffled) {
        int seat = Integer.numberOfTrailingZeros(tied);
        Basis basis = Integer.bitCount(tied) > 1 ? Basis.LOWEST_SEAT
                : reshuffled ? Basis.RESHUFFLED
                : Integer.bitCount(tied(payoff, (1 << payoff.length) - 1, true)) > 1 ? Basis.SUIT : Basis.HIGHEST_TOP;
        return new FirstSeat(seat, SpiteCard.of(payoff[seat].top()), basis);
    }

    /** The candidate seats (bits) whose pay-off top is the strongest: one seat, or the seats tied. */
    static int tied(CardStack[] payoff, int candidates, boolean rankOnly) {
        int best = -1;
        int tied = 0;
        for (int seat = 0; seat < payoff.length; seat++) {
            if ((candidates & (1 << seat)) == 0) {
                continue;
            }
            int strength = strength(payoff[seat].top(), rankOnly);
            if (strength > best) {
                best = strength;
                tied = 1 << seat;
            } else if (strength == best) {
                tied |= 1 << seat;
            }
        }
        return tied;
    }

    /** Rank, then suit unless {@code rankOnly}; a joker above every K. */
    private static int strength(int code, boolean rankOnly) {
        int rank = Cards.isJoker(code) ? Cards.KING + 1 : Cards.rank(code);
        return rankOnly ? rank : rank * 4 + (Cards.isJoker(code) ? 0 : Cards.suit(code));
    }

    private static boolean unbreakable(CardStack[] payoff, int tied, int best, boolean rankOnly) {
        for (int seat = 0; seat < payoff.length; seat++) {
            if ((tied & (1 << seat)) == 0) {
                continue;
            }
            for (int i = 0; i < payoff[seat].size(); i++) {
                if (strength(payoff[seat].get(i), rankOnly) != best) {
                    return false;
                }
            }
        }
        return true;
    }

    static void reshuffle(CardStack pile, SeededRandom rng) {
        int[] cards = new int[pile.size()];
        pile.copyInto(cards, 0);
        rng.shuffle(cards);
        pile.clear();
        for (int card : cards) {
            pile.push(card);
        }
    }
}
