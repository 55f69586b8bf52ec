package org.tabula.rules.wheel;

import org.tabula.rules.Move;
import org.tabula.rules.MoveSyntaxException;

/**
 * A Wheel of History move: take the card {@code steps} (1-3) places on from the pawn, and keep
 * it or, once a game under {@code discardOnce}, throw it away. Numbered {@code steps}, or
 * {@code 3 + steps} when thrown away; written {@code 2}, or {@code 2x} when thrown away.
 */
public record WheelMove(int steps, boolean throwAway) implements Move {
    static WheelMove of(int number) {
        return number > Wheel.MAX_STEPS ? new WheelMove(number - Wheel.MAX_STEPS, true) : new WheelMove(number, false);
    }

    int number() {
        return throwAway ? Wheel.MAX_STEPS + steps : steps;
    }

    /** @throws MoveSyntaxException if the text is no move */
    static WheelMove parse(String text) {
        String trimmed = text.trim();
        boolean throwAway = trimmed.endsWith("x");
        String digits = throwAway ? trimmed.substring(0, trimmed.length() - 1) : trimmed;
        if (!digits.matches("[0-9]")) {
            throw new MoveSyntaxException("'" + text + "' is not a Wheel of History move: write how many cards the pawn"
                    + " moves (1, 2 or 3), with x to throw the card away, such as 2 or 2x");
        }
        int steps = digits.charAt(0) - '0';
        if (steps < 1 || steps > Wheel.MAX_STEPS) {
            throw new MoveSyntaxException(WheelRefusal.STEPS.english());
        }
        return new WheelMove(steps, throwAway);
    }

    /**
     * Reads a reveal of the table (a table deal): the card laid, such as {@code G3}.
     *
     * @throws MoveSyntaxException if the text is no Wheel of History card
     */
    static int parseReveal(String text) {
        int card = WheelCards.parse(text.trim());
        if (card < 0) {
            throw new MoveSyntaxException("'" + text + "' is not a Wheel of History card: the table reveals a colour"
                    + " (R, G, B, Y or W) and a value from 1 to 5, such as reveal:G3");
        }
        return card;
    }

    String notation() {
        return throwAway ? steps + "x" : Integer.toString(steps);
    }
}
