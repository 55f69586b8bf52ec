package org.tabula.rules;

import java.util.Set;

/**
 * What a game declares about itself, as OpenSpiel's {@code GameType} does: what the players may
 * see, whether they move at once, where chance comes from, who may deal, and what a deal at the
 * table leaves the box not knowing. The console reads these instead of finding them out by
 * playing or by looking inside views; a contract test checks each game's declaration against its
 * views and states.
 *
 * @param information  what is hidden, and from whom
 * @param dynamics     whether seats move in turn or choose at once
 * @param chance       where the game's luck comes from
 * @param deals        who may deal it: the box always, the players at the table where the box can
 *                     learn the cards from their taps
 * @param tableUnknown what the box does not know after a deal at the table (empty when the game
 *                     has none, or the table reveals everything)
 */
public record GameType(Information information, Dynamics dynamics, ChanceMode chance, Set<Deal> deals, Set<Zone> tableUnknown) {
    public GameType {
        deals = Set.copyOf(deals);
        tableUnknown = Set.copyOf(tableUnknown);
        if (!deals.contains(Deal.BOX)) {
            throw new IllegalArgumentException("the box can deal every game");
        }
        if (!tableUnknown.isEmpty() && !deals.contains(Deal.TABLE)) {
            throw new IllegalArgumentException("only a game dealt at the table leaves anything unknown by it");
        }
    }

    /** What a seat may see that the others may not (OpenSpiel: perfect or imperfect information). */
    public enum Information {
        /** Every seat sees what the table sees (the deck's order aside). */
        PERFECT,
        /** Each seat's hand is hidden from the others and the table; what is played lies face up. */
        HANDS,
        /** Each seat's hand, and the cards it plays face down, are hidden from the others and the table. */
        HANDS_AND_PLAYS
    }

    /** How the seats take their turns. */
    public enum Dynamics {
        SEQUENTIAL,
        /** Several seats may choose at once, each out of the others' sight (OpenSpiel's simultaneous-move games). */
        SIMULTANEOUS
    }

    /** Where the luck comes from. */
    public enum ChanceMode {
        /** No luck: the options and the moves decide everything. */
        DETERMINISTIC,
        /** A shuffled deal: drawn from the seed when the box deals, revealed card by card at a table deal. */
        SHUFFLED
    }

    /** Who deals the cards. */
    public enum Deal {
        /** The box, from the seed. */
        BOX,
        /** The players with real cards, the box learning each card from its tap (docs/table-deal.md). */
        TABLE
    }

    /** A part of the deal the box may not know. */
    public enum Zone {
        /** The seats' hands: dealt face down, so a bot cannot play a seat dealt at the table. */
        HANDS
    }

    /**
     * Whether a seat's choice must be made out of the others' sight on a shared screen: when
     * several seats choose at once, or when its hand is hidden and the box knows it (at a table
     * deal that left the hands unknown, the screen has nothing of the seat's to hide).
     */
    public boolean choosesInSecret(Seats toMove, boolean handKnown) {
        return dynamics == Dynamics.SIMULTANEOUS && toMove.size() > 1 || information != Information.PERFECT && handKnown;
    }

    /** Whether a card played goes in face down, so the shared screen must not name it. */
    public boolean playsFaceDown() {
        return information == Information.HANDS_AND_PLAYS;
    }

    /** Whether the box knows a seat's hand after a deal by the players. */
    public boolean knowsHandsAfterTableDeal() {
        return !tableUnknown.contains(Zone.HANDS);
    }
}
