package org.tabula.rules.bots;

import org.tabula.rules.Refusal;

/** Why a kind of bot cannot play a game. */
public enum BotRefusal implements Refusal.Reason {
    /** {0}: the game. */
    NO_RULE_BOT("there is no rule-based bot for {0} yet"),
    /** {0}: the game. */
    SUMO_ONLY("sumo-exact plays only sumo, not {0}"),
    /** {0}: the most positions the solver takes, {1}: the game's, both with thousands separated by commas. */
    TOO_MANY_POSITIONS("sumo-exact solves games of at most {0} positions; this hand and ring make {1} (choose ismcts)");

    private final String english;

    BotRefusal(String english) {
        this.english = english;
    }

    @Override
    public String key() {
        return "rules.bots." + name();
    }

    @Override
    public String english() {
        return english;
    }
}
