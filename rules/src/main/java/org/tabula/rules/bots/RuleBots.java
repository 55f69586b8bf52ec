package org.tabula.rules.bots;

import java.util.Map;
import java.util.function.Supplier;

import org.tabula.rules.Game;
import org.tabula.rules.Refusal;

/** The rule-of-thumb baseline of each game: the bar ISMCTS must clear. */
final class RuleBots {
    private static final Map<String, Supplier<Bot>> BY_GAME = Map.of(
            "sumo", SumoRuleBot::new,
            "spartacus", SpartacusRuleBot::new,
            "senator", SenatorRuleBot::new,
            "wheel", WheelRuleBot::new,
            "spite", SpiteRuleBot::new);

    static final BotKind KIND = new BotKind("rules",
            "a simple rule-of-thumb player for each game: the baseline",
            RuleBots::whyUnsupported, game -> 1, game -> BY_GAME.get(game.kind().name()).get());

    private RuleBots() {
    }

    private static Refusal whyUnsupported(Game game) {
        return BY_GAME.containsKey(game.kind().name()) ? null : Refusal.of(BotRefusal.NO_RULE_BOT, game.kind().name());
    }
}
