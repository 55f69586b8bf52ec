package org.tabula.rules.bots;

import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.InformationSet;
import org.tabula.rules.SeededRandom;

/** Uniformly random legal moves: the yardstick every other bot is measured against. */
final class RandomBot implements Bot {
    static final BotKind KIND = new BotKind("random", "plays any legal move, uniformly at random",
            game -> null, game -> 1, game -> new RandomBot());

    @Override
    public int chooseMove(InformationSet info, Budget budget, SeededRandom rng) {
        int[] legal = Bot.movesToChooseFrom(info);
        return legal[rng.nextInt(legal.length)];
    }
}
