package org.tabula.firmware.cards.spite;

import org.tabula.firmware.cards.Card;

/**
 * A card of the Spite deck as a game reads it: a standard playing card, its copy aside (the two
 * copies of a card are equal).
 *
 * @param rank 1 (ace) to 13 (king); 0 for a joker
 * @param suit 0 clubs, 1 diamonds, 2 hearts, 3 spades; -1 for a joker
 */
public record PlayingCard(int rank, int suit) {
    static final PlayingCard JOKER = new PlayingCard(0, -1);
    /** The ranks' names, ace to king. */
    private static final String[] RANKS = "A 2 3 4 5 6 7 8 9 10 J Q K".split(" ");
    /** The suits' letters in suit order. */
    private static final String SUITS = "CDHS";

    /**
     * What a card of the Spite deck is.
     *
     * @throws IllegalArgumentException for a card of another deck
     */
    public static PlayingCard of(Card card) {
        return SpiteDeck.DECK.face(card);
    }

    public PlayingCard {
        if (!(rank == 0 && suit == -1) && (rank < 1 || rank > 13 || suit < 0 || suit > 3)) {
            throw new IllegalArgumentException("no playing card has rank " + rank + " and suit " + suit);
        }
    }

    public boolean isJoker() {
        return rank == 0;
    }

    /** {@code A}, {@code 10}, {@code K}; {@code *} for a joker. */
    public String rankName() {
        return isJoker() ? "*" : RANKS[rank - 1];
    }

    /** As card games write it: {@code AS}, {@code 10H}, {@code *}. */
    public String name() {
        return isJoker() ? "*" : rankName() + SUITS.charAt(suit);
    }

    @Override
    public String toString() {
        return name();
    }
}
