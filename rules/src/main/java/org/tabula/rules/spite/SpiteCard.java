package org.tabula.rules.spite;

import org.tabula.rules.Notated;

/**
 * A Spite and Malice card as views and moves hold it, written {@code 7S}, {@code 10H}, {@code *}.
 *
 * @param rank 1 (A) to 13 (K); 0 for a joker
 * @param suit 0 clubs, 1 diamonds, 2 hearts, 3 spades; -1 for a joker
 */
public record SpiteCard(int rank, int suit) implements Notated {
    /** By card code: views are built often, their cards are shared. */
    private static final SpiteCard[] BY_CODE = new SpiteCard[Cards.CODES];

    static {
        for (int code = 0; code < Cards.JOKER; code++) {
            BY_CODE[code] = new SpiteCard(Cards.rank(code), Cards.suit(code));
        }
        BY_CODE[Cards.JOKER] = new SpiteCard(0, -1);
    }

    public SpiteCard {
        boolean joker = rank == 0 && suit == -1;
        if (!joker && (rank < Cards.ACE || rank > Cards.KING || suit < 0 || suit > 3)) {
            throw new IllegalArgumentException("no Spite and Malice card has rank " + rank + " and suit " + suit);
        }
    }

    /**
     * The card a notation name stands for ({@code 7S}, {@code 10H}, {@code *}): for names from
     * outside a view, such as the face printed on a physical card.
     *
     * @throws IllegalArgumentException if no card is called so
     */
    public static SpiteCard named(String name) {
        int code = Cards.parse(name);
        if (code < 0) {
            throw new IllegalArgumentException("no Spite and Malice card is called " + name);
        }
        return of(code);
    }

    /** The card of a card code. */
    static SpiteCard of(int code) {
        return BY_CODE[code];
    }

    /** The card code this card stands for. */
    int code() {
        return isJoker() ? Cards.JOKER : Cards.of(rank, suit);
    }

    public boolean isJoker() {
        return rank == 0;
    }

    /** {@code A}, {@code 10}, {@code K}; {@code *} for a joker. */
    public String rankName() {
        return isJoker() ? Cards.name(Cards.JOKER) : Cards.rankName(rank);
    }

    /** {@code AS}, {@code 10H}, {@code *}. */
    @Override
    public String notation() {
        return Cards.name(code());
    }

    @Override
    public String toString() {
        return notation();
    }
}
