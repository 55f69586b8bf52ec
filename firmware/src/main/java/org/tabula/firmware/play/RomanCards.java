package org.tabula.firmware.play;

import java.util.Arrays;

import org.tabula.firmware.cards.Card;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;

/** Helpers for games played with the Roman deck, where a card's colour says whose it is. */
final class RomanCards {
    private RomanCards() {
    }

    /** The card's colour seat, if that seat is in the game. */
    static Seats colourSeat(Card card, int players) {
        int seat = card.colourIndex();
        return seat < players ? Seats.only(seat) : Seats.NONE;
    }

    /** The seat's legal moves whose notation is exactly {@code text}. */
    static int[] movesWritten(GameState state, int seat, String text) {
        return Arrays.stream(state.legalMoves(seat)).filter(m -> state.formatMove(seat, m).equals(text)).toArray();
    }

    /**
     * Why the seat cannot play the card written {@code text} now: not its card, not its turn,
     * or the rules' own reason for the move.
     */
    static String whyNot(GameAdapter adapter, GameState state, int seat, Card card, String text) {
        if (!adapter.owners(state.game(), card).contains(seat)) {
            return card.title() + " is not " + adapter.seatName(seat) + "'s card";
        }
        if (!state.toMove().contains(seat)) {
            return state.isOver() ? "The game is over" : "Not " + adapter.seatName(seat) + "'s turn";
        }
        String reason = state.whyIllegal(seat, state.parseMove(seat, text));
        return reason != null ? reason : card.title() + " cannot be played now";
    }

    /** The seat's legal moves whose notation starts with {@code prefix}. */
    static int[] movesStarting(GameState state, int seat, String prefix) {
        return Arrays.stream(state.legalMoves(seat)).filter(m -> state.formatMove(seat, m).startsWith(prefix)).toArray();
    }
}
