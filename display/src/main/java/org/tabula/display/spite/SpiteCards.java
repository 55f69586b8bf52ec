package org.tabula.display.spite;

import java.util.List;

import org.tabula.rules.spite.SpiteCard;

/** Spite and Malice cards as the screens show them: the rank only (suits do not matter in play), a joker as "*". */
final class SpiteCards {
    private static final String[] RANKS = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};

    private SpiteCards() {
    }

    /** "10" for 10H, "A" for AS, "*" for a joker, "-" for none. */
    static String rank(SpiteCard card) {
        return card == null ? "-" : card.rankName();
    }

    /** The name of a rank, 1 (A) to 13 (K). */
    static String rankName(int rank) {
        return RANKS[rank - 1];
    }

    /** The top of a pile listed bottom first, or null if it is empty. */
    static SpiteCard top(List<SpiteCard> pile) {
        return pile.isEmpty() ? null : pile.get(pile.size() - 1);
    }
}
