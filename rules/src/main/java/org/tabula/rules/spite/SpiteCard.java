package org.tabula.rules.spite;

/**
 * A Spite and Malice card as views and events name it ({@code 7S}, {@code 10H}, {@code *}), read
 * once here.
 *
 * @param rank 1 (A) to 13 (K); 0 for a joker
 * @param suit 0 clubs, 1 diamonds, 2 hearts, 3 spades; -1 for a joker
 */
public record SpiteCard(int rank, int suit) {
    /** @throws IllegalArgumentException if no card is called so */
    public static SpiteCard named(String name) {
        int code = Cards.parse(name);
        if (code < 0) {
            throw new IllegalArgumentException("no Spite and Malice card is called " + name);
        }
        return Cards.isJoker(code) ? new SpiteCard(0, -1) : new SpiteCard(Cards.rank(code), Cards.suit(code));
    }

    public boolean isJoker() {
        return rank == 0;
    }

    /** {@code A}, {@code 10}, {@code K}; {@code *} for a joker. */
    public String rankName() {
        return isJoker() ? Cards.name(Cards.JOKER) : Cards.rankName(rank);
    }
}
