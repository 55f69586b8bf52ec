package org.tabula.rules.wheel;

import org.tabula.rules.Refusal;
import org.tabula.rules.Wording;

/** Why Wheel of History refuses a move, or a choice of players and options. */
public enum WheelRefusal implements Refusal.Reason {
    /** {0}: the last seat, {1}: the seat asked for. */
    NO_SUCH_SEAT("rules.wheel.NO_SUCH_SEAT", "This game has seats 0 to {0}, not {1}"),
    /** A move that is no step of 1 to 3. */
    STEPS("rules.wheel.STEPS", "You may move the pawn 1, 2 or 3 cards"),
    /** Throwing away without discardOnce. */
    NO_THROWING("rules.wheel.NO_THROWING", "Cards may not be thrown away in this game (that is the discardOnce variant)"),
    /** A second throw. */
    THROWN_ALREADY("rules.wheel.THROWN_ALREADY", "You have already thrown a card away this game"),
    /** A step past the last card. */
    ONE_CARD_LEFT("rules.wheel.ONE_CARD_LEFT", "Only 1 card is left in the circle"),
    /** {0}: the cards left. */
    CARDS_LEFT("rules.wheel.CARDS_LEFT", "Only {0} cards are left in the circle"),
    /** A seat's move while the table lays the circle (a table deal); {0}: the cards laid. */
    CIRCLE_NOT_LAID("rules.wheel.CIRCLE_NOT_LAID", "The circle is not laid yet: {0} of 25 cards are laid"),
    /** A reveal of a card already laid; {0}: the card, {1}: its place, {2}: the place as the notation counts it, from 0. */
    ALREADY_LAID("rules.wheel.ALREADY_LAID", "{0} is already in the circle, at place {2}"),
    /** A reveal numbered outside the deck; {0}: the number. */
    NO_SUCH_CARD("rules.wheel.NO_SUCH_CARD", "There is no card number {0} (0 to 24)"),
    /** Options: {0}, the players asked for. */
    PLAYERS("rules.wheel.PLAYERS", "wheel is for 2 to 5 players, not {0}");

    private final Wording wording;

    WheelRefusal(String key, String english) {
        this.wording = new Wording(key, english);
    }

    @Override
    public Wording wording() {
        return wording;
    }
}
