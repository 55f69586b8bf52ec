package org.tabula.rules.bots;

import org.tabula.rules.Game;
import org.tabula.rules.Refusal;

/** The rule-of-thumb baseline of each game, the bar ISMCTS must clear: the one its kind supplies. */
final class RuleBots {
    static final BotKind KIND = new BotKind("rules",
            "a simple rule-of-thumb player for each game: the baseline",
            RuleBots::whyUnsupported, game -> 1, game -> game.kind().ruleBot().orElseThrow());

    private RuleBots() {
    }

    private static Refusal whyUnsupported(Game game) {
        return game.kind().ruleBot().isPresent() ? null : Refusal.of(BotRefusal.NO_RULE_BOT, game.kind().name());
    }
}
