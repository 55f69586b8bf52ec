package org.tabula.firmware.command;

import java.time.Duration;

import org.tabula.firmware.play.ThinkingTime;
import org.tabula.rules.Game;
import org.tabula.rules.bots.BotKind;

/**
 * A tournament's budget for a bot's move, as written after {@code --budget} or a bot's {@code @}:
 * {@code box}, as the box plays (the kind's default iterations and the box's deadline);
 * {@code N} or {@code default}, iterations alone (a repeatable tournament); {@code Nms}, a time
 * alone; or iterations and a time, such as {@code default/80ms}.
 *
 * @param iterations the iterations a move; 0 for the kind's default
 */
record MoveBudget(String text, int iterations, ThinkingTime time) {
    static final MoveBudget BOX = new MoveBudget("box", 0, ThinkingTime.BOX);

    /** @throws IllegalArgumentException with the forms a budget takes */
    static MoveBudget parse(String text) {
        if (text.equals(BOX.text())) {
            return BOX;
        }
        try {
            int slash = text.indexOf('/');
            if (text.endsWith("ms") && slash < 0) {
                return new MoveBudget(text, Integer.MAX_VALUE, time(text));
            }
            String count = slash < 0 ? text : text.substring(0, slash);
            int iterations = count.equals("default") ? 0 : Integer.parseInt(count);
            if (iterations < (count.equals("default") ? 0 : 1)) {
                throw new NumberFormatException();
            }
            return new MoveBudget(text, iterations, slash < 0 ? ThinkingTime.UNLIMITED : time(text.substring(slash + 1)));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("a budget is box, a number of iterations such as 2000 or default, a time such as 100ms,"
                    + " or both such as default/80ms; not '" + text + "'");
        }
    }

    private static ThinkingTime time(String text) {
        if (!text.endsWith("ms")) {
            throw new IllegalArgumentException(text);
        }
        return ThinkingTime.of(Duration.ofMillis(Long.parseLong(text.substring(0, text.length() - 2))));
    }

    /** The iterations a move for the kind in the game. */
    int iterations(BotKind kind, Game game) {
        return iterations == 0 ? kind.defaultBudget(game).iterations() : iterations;
    }

    @Override
    public String toString() {
        return text;
    }
}
