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

    /** The seat's legal moves whose notation starts with {@code prefix}. */
    static int[] movesStarting(GameState state, int seat, String prefix) {
        return Arrays.stream(state.legalMoves(seat)).filter(m -> state.formatMove(seat, m).startsWith(prefix)).toArray();
    }
}
