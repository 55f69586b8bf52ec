package org.tabula.rules.bots;

import java.util.Map;
import java.util.function.Supplier;

import org.tabula.rules.Bot;
import org.tabula.rules.Game;
import org.tabula.rules.GameKind;
import org.tabula.rules.Refusal;
import org.tabula.rules.senator.Senator;
import org.tabula.rules.spartacus.Spartacus;
import org.tabula.rules.spite.Spite;
import org.tabula.rules.sumo.Sumo;
import org.tabula.rules.wheel.Wheel;

/** The rule-of-thumb baseline of each game: the bar ISMCTS must clear. */
final class RuleBots {
    private static final Map<GameKind, Supplier<Bot>> BY_GAME = Map.of(
            Sumo.KIND, SumoRuleBot::new,
            Spartacus.KIND, SpartacusRuleBot::new,
            Senator.KIND, SenatorRuleBot::new,
            Wheel.KIND, WheelRuleBot::new,
            Spite.KIND, SpiteRuleBot::new);

    static final BotKind KIND = new BotKind("rules",
            "a simple rule-of-thumb player for each game: the baseline",
            RuleBots::whyUnsupported, game -> 1, game -> BY_GAME.get(game.kind()).get());

    private RuleBots() {
    }

    private static Refusal whyUnsupported(Game game) {
        return BY_GAME.containsKey(game.kind()) ? null : Refusal.of(BotRefusal.NO_RULE_BOT, game.kind().name());
    }
}
