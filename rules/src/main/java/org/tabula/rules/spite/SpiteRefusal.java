package org.tabula.rules.spite;

import org.tabula.rules.Refusal;
import org.tabula.rules.Wording;

/** Why Spite and Malice refuses a move, or a choice of players and options. */
public enum SpiteRefusal implements Refusal.Reason {
    /** {0}: the seat asked for. */
    NO_SUCH_SEAT("rules.spite.NO_SUCH_SEAT", "There is no seat {0} in this game"),
    /** No move after the end. */
    DEAL_OVER("rules.spite.DEAL_OVER", "The deal is over"),
    /** {0}: the seat to move, {1}: the seat that tried. */
    NOT_YOUR_TURN("rules.spite.NOT_YOUR_TURN", "It is seat {0}'s turn, not seat {1}'s"),
    /** {0}: the move number. */
    NO_SUCH_MOVE("rules.spite.NO_SUCH_MOVE", "There is no move number {0}"),
    /** A partner's pile outside partnership. */
    NO_PARTNER("rules.spite.NO_PARTNER", "Only partnership games let you play from another seat's piles"),
    /** The stalemate turn. */
    STALEMATE_PLAY("rules.spite.STALEMATE_PLAY", "After a stalemate you must play an ace, or a 2 that fits a centre pile, from your hand before this turn ends"),
    /** A pay-off ace waits. */
    PAYOFF_ACE_FIRST("rules.spite.PAYOFF_ACE_FIRST", "An ace from your pay-off pile must be played first"),
    /** A pay-off 2 waits. */
    PAYOFF_TWO_FIRST("rules.spite.PAYOFF_TWO_FIRST", "A 2 from your pay-off pile must be played first"),
    /** {0}: the discard pile. */
    DISCARD_TWO_FIRST("rules.spite.DISCARD_TWO_FIRST", "The 2 on your discard pile {0} must be played first"),
    /** No joker in hand. */
    NO_HAND_JOKER("rules.spite.NO_HAND_JOKER", "You have no joker in your hand"),
    /** {0}: the card. */
    NO_HAND_CARD("rules.spite.NO_HAND_CARD", "You have no {0} in your hand"),
    /** A table deal: a card named that the box has seen face up; {0}: the card. */
    CARD_SEEN("rules.spite.CARD_SEEN", "Every {0} is face up on the table already, so it cannot be in a hand or a pile face down"),
    /** A table deal: a play from an empty hand. */
    HAND_EMPTY("rules.spite.HAND_EMPTY", "Your hand is empty"),
    /** A table deal: a move while a pay-off top waits to be revealed; {0}: its seat. */
    REVEAL_FIRST("rules.spite.REVEAL_FIRST", "Seat {0} turns up the top of their pay-off pile first, and the table reveals it"),
    /** A take-back past a box deal's draw; {0}: the seat that drew. */
    STOCK_DEALT("rules.spite.STOCK_DEALT", "Seat {0} has drawn from the stock since"),
    /** A take-back past a box deal's new pay-off top; {0}: its seat, {1}: the card. */
    PAYOFF_SHOWN("rules.spite.PAYOFF_SHOWN", "Seat {0}'s pay-off has shown {1} since"),
    /** A take-back past a stalemate reshuffle. */
    RESHUFFLED("rules.spite.RESHUFFLED", "The cards were reshuffled since"),
    /** An empty pay-off pile. */
    OWN_PAYOFF_EMPTY("rules.spite.OWN_PAYOFF_EMPTY", "Your pay-off pile is empty"),
    /** {0}: the partner. */
    PARTNER_PAYOFF_EMPTY("rules.spite.PARTNER_PAYOFF_EMPTY", "Seat {0}'s pay-off pile is empty"),
    /** {0}: the pile. */
    OWN_DISCARD_EMPTY("rules.spite.OWN_DISCARD_EMPTY", "Your discard pile {0} is empty"),
    /** {0}: the partner, {1}: the pile. */
    PARTNER_DISCARD_EMPTY("rules.spite.PARTNER_DISCARD_EMPTY", "Seat {0}'s discard pile {1} is empty"),
    /** A discard from a pile. */
    DISCARD_FROM_HAND("rules.spite.DISCARD_FROM_HAND", "Only a card from your hand can be discarded"),
    /** An ace discarded. */
    DISCARD_ACE("rules.spite.DISCARD_ACE", "You cannot discard an ace"),
    /** {0}: the card, {1}: the pile, {2}: the ranks it takes in English words, {3}: the same as symbols (8/7/6). */
    DISCARD_MISFIT("rules.spite.DISCARD_MISFIT", "{0} does not go on your discard pile {1} (it takes {2})"),
    /** A joker starting a pile under pagat. */
    PAGAT_JOKER_START("rules.spite.PAGAT_JOKER_START", "Under pagat a joker cannot start a centre pile (it cannot stand for an ace)"),
    /** {0}: the rank. */
    CANNOT_START("rules.spite.CANNOT_START", "{0} cannot start a centre pile (only an ace or a joker can)"),
    /** {0}: the open piles. */
    TOO_MANY_PILES("rules.spite.TOO_MANY_PILES", "There are already {0} unfinished centre piles, the most allowed"),
    /** {0}: the pile asked for. */
    NO_CENTRE_PILES("rules.spite.NO_CENTRE_PILES", "There is no centre pile {0} (there are none yet: start one with C+)"),
    /** {0}: the pile asked for, {1}: the open piles. */
    NO_SUCH_CENTRE_PILE("rules.spite.NO_SUCH_CENTRE_PILE", "There is no centre pile {0} (there are {1})"),
    /** An ace on a pile. */
    ACE_ON_PILE("rules.spite.ACE_ON_PILE", "An ace does not go on a centre pile: it starts a new one (C+)"),
    /** {0}: the rank, {1}: the pile, {2}: the rank needed with its English article, {3}: the rank needed. */
    CENTRE_MISFIT("rules.spite.CENTRE_MISFIT", "{0} does not go on centre pile {1} (it needs {2})"),
    /** Options: {0}, the rounds asked for. */
    STALL_ROUNDS("rules.spite.STALL_ROUNDS", "option 'stallRounds' of spite must be 0 (never) or a number of rounds, not {0}"),
    /** Options: {0}, the players asked for. */
    PARTNERSHIP_PLAYERS("rules.spite.PARTNERSHIP_PLAYERS", "spite in partnership is for 4 or 6 players (two or three teams), not {0}"),
    /** Options: {0}, the players asked for. */
    TEAMS_NEEDED("rules.spite.TEAMS_NEEDED", "spite for {0} players is played in teams: set the option partnership"),
    /** Options: {0}, the players asked for. */
    PLAYERS("rules.spite.PLAYERS", "spite is for 2 players, or 4 or 6 in partnership, not {0}"),
    /** Options: threeDecks alone. */
    THREE_DECKS("rules.spite.THREE_DECKS", "option 'threeDecks' of spite is for partnership games"),
    /** Options: {0}, the usual size; {1}, the largest; {2}, the size asked for. */
    PAYOFF_SIZE("rules.spite.PAYOFF_SIZE", "option 'payoffSize' of spite must be 0 (the usual {0}) or 1 to {1} in this deal, not {2}");

    private final Wording wording;

    SpiteRefusal(String key, String english) {
        this.wording = new Wording(key, english);
    }

    @Override
    public Wording wording() {
        return wording;
    }
}
