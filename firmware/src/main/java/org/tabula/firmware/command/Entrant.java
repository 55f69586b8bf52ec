package org.tabula.firmware.command;

import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.bots.BotKind;
import org.tabula.rules.bots.Bots;
import org.tabula.rules.bots.Hints;

/**
 * One entry of a tournament's line-up: a kind of bot and its budget a move, under the name the
 * results print ({@code ismcts}, or {@code ismcts@default/80ms} where the entry has a budget of its own);
 * besides the bots, {@code random+hint[:N]}: a random player taking the box's hint on N% of its moves.
 */
record Entrant(String name, BotKind kind, MoveBudget budget) {
    /** An entry of the line-up as written, {@code KIND} or {@code KIND@BUDGET}; {@code budget} where it has none. */
    static Entrant parse(String text, MoveBudget budget, Game game) {
        int at = text.indexOf('@');
        String name = at < 0 ? text : text.substring(0, at);
        BotKind kind = name.startsWith(HINTED) ? hinted(name) : Bots.named(name);
        String reason = kind.whyUnsupported(game);
        if (reason != null) {
            throw new GameConfigException(reason);
        }
        return at < 0 ? new Entrant(text, kind, budget) : new Entrant(text, kind, MoveBudget.parse(text.substring(at + 1)));
    }

    /** A random player taking the box's hint ({@code random+hint}, every move; {@code random+hint:25}, a quarter of them). */
    private static final String HINTED = "random+hint";

    private static BotKind hinted(String name) {
        String share = name.substring(HINTED.length());
        if (share.isEmpty()) {
            return Hints.hintedRandom(100);
        }
        if (!share.matches(":\\d{1,3}")) {
            throw new IllegalArgumentException("'" + name + "': write random+hint, or random+hint:N for a hint on N% of the moves");
        }
        return Hints.hintedRandom(Integer.parseInt(share.substring(1)));
    }

    static Entrant of(BotKind kind, MoveBudget budget) {
        return new Entrant(kind.name(), kind, budget);
    }

    @Override
    public String toString() {
        return name;
    }
}
