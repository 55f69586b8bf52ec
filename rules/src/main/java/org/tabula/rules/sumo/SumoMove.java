package org.tabula.rules.sumo;

import org.tabula.rules.Move;
import org.tabula.rules.MoveSyntaxException;

/**
 * A Sumo move: the card a seat plays this round, by its value. Its number is the value too.
 * The notation is the value: {@code 4}.
 */
public record SumoMove(int card) implements Move {
    /** @throws MoveSyntaxException if the text is no card value */
    static SumoMove parse(String text) {
        String trimmed = text.trim();
        if (!trimmed.matches("[0-9]{1,2}")) {
            throw new MoveSyntaxException("'" + text + "' is not a Sumo card: play a number such as 4");
        }
        return new SumoMove(Integer.parseInt(trimmed));
    }

    String notation() {
        return Integer.toString(card);
    }
}
