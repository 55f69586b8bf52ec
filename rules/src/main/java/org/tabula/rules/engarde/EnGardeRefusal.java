package org.tabula.rules.engarde;

import org.tabula.rules.Refusal;
import org.tabula.rules.Wording;

/** Why En Garde refuses a move, or a choice of players and options. */
public enum EnGardeRefusal implements Refusal.Reason {
    /** {0}: the seat asked for. */
    NO_SUCH_SEAT("rules.engarde.NO_SUCH_SEAT", "En Garde has seats 0 and 1 only, not {0}"),
    /** {0}: the move number. */
    NO_SUCH_MOVE("rules.engarde.NO_SUCH_MOVE", "There is no En Garde move numbered {0}"),
    /** {0}: the seat; {1}: the cards, such as "4 4". */
    CARDS_NOT_HELD("rules.engarde.CARDS_NOT_HELD", "Seat {0} does not hold {1}"),
    /** At a table deal: {0}, the card; {1}, how many of it are not yet played or shown. */
    ALL_PLAYED("rules.engarde.ALL_PLAYED", "Only {1} cards of {0} are still unplayed"),
    /** {0}: the seat; {1}: how many cards it holds. */
    HAND_TOO_SMALL("rules.engarde.HAND_TOO_SMALL", "Seat {0} holds only {1} cards"),
    /** {0}: the card; {1}: the distance. */
    PAST_OPPONENT("rules.engarde.PAST_OPPONENT", "An advance of {0} would reach or pass the other fencer, {1} squares away"),
    /** {0}: the card; {1}: the squares behind the fencer. */
    OFF_PISTE("rules.engarde.OFF_PISTE", "A retreat of {0} would leave the piste: there are {1} squares behind the fencer"),
    /** {0}: the distance; {1}: the card played. */
    ATTACK_DISTANCE("rules.engarde.ATTACK_DISTANCE", "An attack must reach the other fencer exactly: the distance is {0}, not {1}"),
    /** The basic or standard game: no advance-and-attack. */
    NO_ADVANCE_ATTACK("rules.engarde.NO_ADVANCE_ATTACK", "Advance-and-attack belongs to the advanced game (level 3)"),
    /** The basic game: one card an attack. */
    ONE_CARD_ATTACK("rules.engarde.ONE_CARD_ATTACK", "In the basic game an attack is one card"),
    /** {0}: the seat attacked. */
    UNDER_ATTACK("rules.engarde.UNDER_ATTACK", "Seat {0} is attacked: it parries, retreats from an advance-and-attack, or passes"),
    /** A parry with no attack to parry. */
    NOT_ATTACKED("rules.engarde.NOT_ATTACKED", "There is no attack to parry"),
    /** {0}: the cards the attack used. */
    PARRY_COUNT("rules.engarde.PARRY_COUNT", "A parry plays as many cards as the attack: {0}"),
    /** {0}: how many cards; {1}: the card. */
    PARRY_VALUE("rules.engarde.PARRY_VALUE", "A parry plays {0} of {1}, the cards of the attack"),
    /** {0}: how many cards; {1}: their total. */
    PARRY_SUM("rules.engarde.PARRY_SUM", "A parry plays {0} cards adding up to {1}"),
    /** A retreat from a direct attack. */
    NO_RETREAT_FROM_DIRECT("rules.engarde.NO_RETREAT_FROM_DIRECT", "Only an advance-and-attack can be escaped by retreating: a direct attack is parried or it hits"),
    /** {0}: the seat. */
    LAST_CHANCE("rules.engarde.LAST_CHANCE", "The pack is out: seat {0} may only attack, or pass"),
    /** {0}: the seat. */
    CAN_PLAY("rules.engarde.CAN_PLAY", "Seat {0} can still play a card, so it may not pass"),
    /** A seat's move while the table is to show the hands. */
    SHOW_HANDS("rules.engarde.SHOW_HANDS", "The pack is out: the table shows both hands first"),
    /** {0}: the card shown. */
    NO_SUCH_CARD("rules.engarde.NO_SUCH_CARD", "An En Garde card is a value from 1 to 5, not {0}"),
    /** A take-back past a draw the box dealt; {0}: the seat that drew. */
    CARDS_DRAWN("rules.engarde.CARDS_DRAWN", "Seat {0} has drawn new cards"),
    /** A take-back past the end of a bout; {0}: the bout, from 1. */
    BOUT_OVER("rules.engarde.BOUT_OVER", "Bout {0} is over"),
    /** Options: {0}, the players asked for. */
    PLAYERS("rules.engarde.PLAYERS", "engarde is for 2 players, not {0}"),
    /** Options: {0}, the level asked for. */
    LEVEL("rules.engarde.LEVEL", "option 'level' of engarde must be 1 (basic), 2 (standard) or 3 (advanced), not {0}"),
    /** Options: {0}, the most bouts; {1}, the number asked for. */
    BOUTS("rules.engarde.BOUTS", "option 'bouts' of engarde must be a number of won bouts from 1 to {0}, not {1}");

    private final Wording wording;

    EnGardeRefusal(String key, String english) {
        this.wording = new Wording(key, english);
    }

    @Override
    public Wording wording() {
        return wording;
    }
}
