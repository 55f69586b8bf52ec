package org.tabula.rules.sumo;

import org.tabula.rules.Refusal;

/** Why Sumo refuses a move. */
public enum SumoRefusal implements Refusal.Reason {
    /** {0}: the seat asked for. */
    NO_SUCH_SEAT("Sumo has seats 0 and 1 only, not {0}"),
    /** {0}: the seat. */
    ALREADY_CHOSEN("Seat {0} has already chosen a card this round"),
    /** {0}: the seat, {1}: the card. */
    NO_CARD_LEFT("Seat {0} has no {1} left");

    private final String english;

    SumoRefusal(String english) {
        this.english = english;
    }

    @Override
    public String key() {
        return "rules.sumo." + name();
    }

    @Override
    public String english() {
        return english;
    }
}
