package org.tabula.rules.wheel;

import java.util.List;

import org.tabula.rules.GameEvent;

/**
 * What happens in Wheel of History, in the order the display should show it: the pawn moves,
 * the card is taken (and perhaps thrown away), then a colour and a value may be completed, then
 * the game may end. Places are numbered 0-24 clockwise from the pawn's starting gap (-1).
 */
public sealed interface WheelEvent extends GameEvent {
    /** The table laid {@code card} at {@code place} (a table deal): {@code place + 1} of the 25 cards are laid. */
    record CardLaid(int place, WheelCard card) implements WheelEvent {
        @Override
        public String describe() {
            return "the table laid " + card.notation() + " at place " + place + " (" + (place + 1) + " of " + WheelCards.COUNT + " laid)";
        }
    }

    /** The seat moved the pawn {@code steps} cards clockwise, from place {@code from} (-1: the starting gap) to {@code to}. */
    record PawnMoved(int seat, int steps, int from, int to) implements WheelEvent {
        @Override
        public String describe() {
            return "seat " + seat + " moved the pawn " + steps + (steps == 1 ? " card" : " cards")
                    + (from < 0 ? " from the start" : " from place " + from) + " to place " + to;
        }
    }

    /** The seat took the card at the pawn's new place. */
    record CardTaken(int seat, int place, WheelCard card) implements WheelEvent {
        @Override
        public String describe() {
            return "seat " + seat + " took " + card.notation();
        }
    }

    /** The seat threw away, face down, the card it has just taken (discardOnce). */
    record CardThrownAway(int seat, WheelCard card) implements WheelEvent {
        @Override
        public String describe() {
            return "seat " + seat + " threw " + card.notation() + " away: " + WheelCards.colourName(card.colour().ordinal())
                    + " and the " + card.value() + "s can no longer be completed";
        }
    }

    /** A colour's fifth card left the circle: each seat gains the face values of its cards of that colour. */
    record ColourScored(WheelColour colour, List<Integer> gains) implements WheelEvent {
        @Override
        public String describe() {
            return WheelCards.colourName(colour.ordinal()) + " is complete: " + perSeat("gains", gains);
        }
    }

    /** A value's fifth card left the circle (standard game): each seat loses the values of its cards of that value. */
    record ValueFell(int value, List<Integer> losses) implements WheelEvent {
        @Override
        public String describe() {
            return "the last " + value + " has left the circle, the " + value + "s fall: " + perSeat("loses", losses);
        }
    }

    /** A value's fifth card left the circle (colourAndValue): each seat gains 6 minus the value for each card of it. */
    record ValueScored(int value, List<Integer> gains) implements WheelEvent {
        @Override
        public String describe() {
            return "the " + value + "s are complete, worth " + (6 - value) + " each: " + perSeat("gains", gains);
        }
    }

    /** The game is over with these final scores. */
    record GameEnded(WheelEnding ending, List<Integer> scores) implements WheelEvent {
        @Override
        public String describe() {
            String why = switch (ending) {
                case VALUE_FELL -> "a value has fallen";
                case COLOUR_AND_VALUE_SCORED -> "a colour and a value have both scored";
                case CIRCLE_EMPTY -> "the circle is empty";
            };
            return "game over, " + why + "; scores " + scores;
        }
    }

    private static String perSeat(String verb, List<Integer> amounts) {
        StringBuilder text = new StringBuilder();
        for (int seat = 0; seat < amounts.size(); seat++) {
            text.append(seat == 0 ? "" : ", ").append("seat ").append(seat).append(' ').append(verb).append(' ').append(amounts.get(seat));
        }
        return text.toString();
    }
}
