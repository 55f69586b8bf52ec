package org.tabula.firmware.command;

import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.bots.BotKind;
import org.tabula.rules.bots.Bots;

/**
 * One entry of a tournament's line-up: a kind of bot and its budget a move, under the name the
 * results print ({@code ismcts}, or {@code ismcts@default/80ms} where the entry has a budget of its own).
 */
record Entrant(String name, BotKind kind, MoveBudget budget) {
    /** An entry of the line-up as written, {@code KIND} or {@code KIND@BUDGET}; {@code budget} where it has none. */
    static Entrant parse(String text, MoveBudget budget, Game game) {
        int at = text.indexOf('@');
        BotKind kind = Bots.named(at < 0 ? text : text.substring(0, at));
        String reason = kind.whyUnsupported(game);
        if (reason != null) {
            throw new GameConfigException(reason);
        }
        return at < 0 ? new Entrant(text, kind, budget) : new Entrant(text, kind, MoveBudget.parse(text.substring(at + 1)));
    }

    static Entrant of(BotKind kind, MoveBudget budget) {
        return new Entrant(kind.name(), kind, budget);
    }

    @Override
    public String toString() {
        return name;
    }
}
