package org.tabula.rules.sumo;

import org.tabula.rules.Refusal;
import org.tabula.rules.Wording;

/** Why Sumo refuses a move, or a choice of players and options. */
public enum SumoRefusal implements Refusal.Reason {
    /** {0}: the seat asked for. */
    NO_SUCH_SEAT("rules.sumo.NO_SUCH_SEAT", "Sumo has seats 0 and 1 only, not {0}"),
    /** {0}: the seat. */
    ALREADY_CHOSEN("rules.sumo.ALREADY_CHOSEN", "Seat {0} has already chosen a card this round"),
    /** {0}: the seat, {1}: the card. */
    NO_CARD_LEFT("rules.sumo.NO_CARD_LEFT", "Seat {0} has no {1} left"),
    /** A take-back past a round both seats have seen; {0}: the round, from 1. */
    ROUND_SHOWN("rules.sumo.ROUND_SHOWN", "Both cards of round {0} are shown"),
    /** Options: {0}, the players asked for. */
    PLAYERS("rules.sumo.PLAYERS", "sumo is for 2 players, not {0}"),
    /** Options: an empty hand. */
    HAND_EMPTY("rules.sumo.HAND_EMPTY", "option 'hand' of sumo needs at least one card"),
    /** Options: {0}, the card; {1}, the highest. */
    HAND_CARD("rules.sumo.HAND_CARD", "option 'hand' of sumo: card {0} is not between 0 and {1}"),
    /** Options: {0}, the largest ring; {1}, the size asked for. */
    RING_SIZE("rules.sumo.RING_SIZE", "option 'ringSize' of sumo must be an odd number from 3 to {0}, not {1}");

    private final Wording wording;

    SumoRefusal(String key, String english) {
        this.wording = new Wording(key, english);
    }

    @Override
    public Wording wording() {
        return wording;
    }
}
