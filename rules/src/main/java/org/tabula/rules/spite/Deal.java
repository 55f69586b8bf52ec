package org.tabula.rules.spite;

import java.util.Arrays;

import org.tabula.rules.SeededRandom;

/**
 * The seeded deal (the source text): one 52-card deck makes the pay-off piles (26 each), the other deck
 * with the jokers gives 5 cards to each hand and is the stock. Mixed deals (combinedDeal,
 * partnership) shuffle all cards together and give 20 to each pay-off pile (partnerships: see
 * {@link Variant}). noInitialHands deals no hands.
 */
final class Deal {
    private Deal() {
    }

    static Layout deal(Variant variant, SeededRandom rng) {
        int players = variant.players;
        int[] payoffCards;
        int[] rest;
        if (variant.mixedDeal()) {
            int[] all = shuffled(variant, true, rng);
            payoffCards = Arrays.copyOf(all, players * variant.payoffSize);
            rest = Arrays.copyOfRange(all, payoffCards.length, all.length);
        } else {
            // Pay-off piles from one deck; a short deal (payoffSize) adds the rest of it to the stock deck.
            int[] deck = shuffled(variant, false, rng);
            payoffCards = Arrays.copyOf(deck, players * variant.payoffSize);
            rest = new int[variant.totalCards() - payoffCards.length];
            int n = 0;
            for (int code = 0; code < 52; code++) {
                rest[n++] = code;
            }
            while (n < 52 + variant.jokers()) {
                rest[n++] = Cards.JOKER;
            }
            System.arraycopy(deck, payoffCards.length, rest, n, deck.length - payoffCards.length);
            rng.shuffle(rest);
        }
        int[][] payoff = new int[players][];
        for (int seat = 0; seat < players; seat++) {
            payoff[seat] = Arrays.copyOfRange(payoffCards, seat * variant.payoffSize, (seat + 1) * variant.payoffSize);
        }
        int handSize = variant.noInitialHands ? 0 : Hand.CAPACITY;
        int[][] hands = new int[players][];
        for (int seat = 0; seat < players; seat++) {
            hands[seat] = Arrays.copyOfRange(rest, seat * handSize, (seat + 1) * handSize);
        }
        int[] stock = Arrays.copyOfRange(rest, players * handSize, rest.length);
        return new Layout(payoff, hands, stock, new int[0][], emptyDiscards(players), new int[0]);
    }

    /** Every card of the game shuffled ({@code all}), or one 52-card deck without jokers. */
    private static int[] shuffled(Variant variant, boolean all, SeededRandom rng) {
        int[] cards = new int[all ? variant.totalCards() : 52];
        int n = 0;
        for (int code = 0; code < Cards.CODES; code++) {
            int copies = all ? variant.copies(code) : Cards.isJoker(code) ? 0 : 1;
            for (int k = 0; k < copies; k++) {
                cards[n++] = code;
            }
        }
        rng.shuffle(cards);
        return cards;
    }

    static int[][][] emptyDiscards(int players) {
        int[][][] discards = new int[players][][];
        for (int seat = 0; seat < players; seat++) {
            discards[seat] = new int[0][];
        }
        return discards;
    }
}
