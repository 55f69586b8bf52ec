package org.tabula.rules.senator;

import org.tabula.rules.Refusal;
import org.tabula.rules.Wording;

/** Why Senator refuses a move, or a choice of players and options. */
public enum SenatorRefusal implements Refusal.Reason {
    /** {0}: players, {1}: the last seat, {2}: the seat asked for. */
    NO_SUCH_SEAT("rules.senator.NO_SUCH_SEAT", "Senator with {0} players has seats 0 to {1}, not {2}"),
    /** {0}: the move number. */
    NOT_A_MOVE("rules.senator.NOT_A_MOVE", "Move {0} is not a Senator move"),
    /** {0}: the seat that places it. */
    OTHER_PLACES_BANNER("rules.senator.OTHER_PLACES_BANNER", "Seat {0} must place the banner first"),
    /** A card before the banner. */
    PLACE_BANNER_FIRST("rules.senator.PLACE_BANNER_FIRST", "You must place the banner first, with banner@<square> such as banner@22"),
    /** {0}: the square. */
    CORNER("rules.senator.CORNER", "Square {0} is a cut-off corner: put the banner on one of the 21 squares"),
    /** A second banner. */
    BANNER_PLACED("rules.senator.BANNER_PLACED", "The banner is already on the board"),
    /** A banner with three players. */
    NO_BANNER("rules.senator.NO_BANNER", "The three-player game has no banner"),
    /** {0}: the card, {1}: the highest card. */
    NO_SUCH_CARD("rules.senator.NO_SUCH_CARD", "There is no card {0}: the cards go from 1 to {1}"),
    /** {0}: the card. */
    NO_CARD_LEFT("rules.senator.NO_CARD_LEFT", "You have no {0} left"),
    /** {0}: the entry, {1}: the line in English words ("column 2"), {2}: "column" or "row" as c or r, {3}: its number. */
    LINE_FULL("rules.senator.LINE_FULL", "Line {0} is full: {1} has no empty square, and no card may be pushed off the board"),
    /** Options: {0}, the players asked for. */
    PLAYERS("rules.senator.PLAYERS", "senator is for 2 or 3 players, not {0}"),
    /** Options: {0}, the option. */
    NEEDS_BANNER("rules.senator.NEEDS_BANNER", "option '{0}' of senator needs the banner, which the three-player game leaves aside"),
    /** Options: caesar with brutus. */
    CAESAR_BRUTUS("rules.senator.CAESAR_BRUTUS", "options 'caesar' and 'brutus' of senator contradict each other: the cards in the banner's line cannot both count double and count nothing"),
    /** Options: stairsInLine with brutus. */
    STAIRS_BRUTUS("rules.senator.STAIRS_BRUTUS", "options 'stairsInLine' and 'brutus' of senator contradict each other: the stair cards in the banner's line cannot both count and count nothing"),
    /** Options: adjacentOnly alone. */
    ADJACENT_ALONE("rules.senator.ADJACENT_ALONE", "option 'adjacentOnly' of senator narrows the banner's effect to its neighbours, so it needs caesar, stairsInLine or brutus");

    private final Wording wording;

    SenatorRefusal(String key, String english) {
        this.wording = new Wording(key, english);
    }

    @Override
    public Wording wording() {
        return wording;
    }
}
