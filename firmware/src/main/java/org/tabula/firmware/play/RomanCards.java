package org.tabula.firmware.play;

import java.util.Arrays;
import java.util.function.Predicate;

import org.tabula.display.screen.Prompts;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.rules.GameState;
import org.tabula.rules.Move;
import org.tabula.rules.Refusal;

/** Helpers for games played with the Roman deck, where a card's colour says whose it is. */
public final class RomanCards {
    private RomanCards() {
    }

    /** The seat's legal moves that satisfy the test, in the rules' order. */
    public static int[] movesMatching(GameState state, int seat, Predicate<Move> test) {
        return Arrays.stream(state.legalMoves(seat)).filter(m -> test.test(state.move(seat, m))).toArray();
    }

    /**
     * Why the seat cannot play the card, which is {@code move}, now: not its card, not its turn,
     * or the rules' own reason for the move.
     */
    public static Text whyNot(CardTaps taps, GameState state, int seat, Card card, Move move) {
        if (!taps.owners(state.game(), card).contains(seat)) {
            return Text.of("refuse.notSeatsCard", card.title(), state.game().seat(seat));
        }
        Text turn = notToMove(state, seat);
        if (turn != null) {
            return turn;
        }
        Refusal refusal = state.refusal(seat, state.moveNumber(seat, move));
        return refusal != null ? Prompts.refused(refusal) : Text.of("refuse.notNow", card.title());
    }

    /** Why a seat that is not to move cannot play (the game is over, or it is not its turn); null when it is to move. */
    public static Text notToMove(GameState state, int seat) {
        if (state.toMove().contains(seat)) {
            return null;
        }
        return state.isOver() ? Text.of("refuse.gameOver") : Text.of("refuse.notTurn", state.game().seat(seat));
    }
}
