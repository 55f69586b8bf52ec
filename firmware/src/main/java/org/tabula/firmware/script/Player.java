package org.tabula.firmware.script;

import org.tabula.rules.Budget;
import org.tabula.rules.Game;
import org.tabula.rules.bots.BotKind;

/** Who plays a seat: people, or a bot of a kind with its budget per move. */
public sealed interface Player {
    /** People play the seat (by tapping cards or pressing buttons). */
    Player HUMAN = new Human();

    /** See {@link #HUMAN}. */
    record Human() implements Player {
    }

    /** A bot plays the seat, thinking {@code budget} per move. */
    record Bot(BotKind kind, Budget budget) implements Player {
    }

    /** A bot of {@code kind} with its usual budget for {@code game}. */
    static Bot bot(BotKind kind, Game game) {
        return new Bot(kind, kind.defaultBudget(game));
    }
}
