package org.tabula.rules.bots;

import org.tabula.rules.Refusal;
import org.tabula.rules.Wording;

/** Why a kind of bot cannot play a game. */
public enum BotRefusal implements Refusal.Reason {
    /** {0}: the game. */
    NO_RULE_BOT("rules.bots.NO_RULE_BOT", "there is no rule-based bot for {0} yet"),
    /** {0}: the kind of bot, {1}: the game. */
    SUMO_ONLY("rules.bots.SUMO_ONLY", "{0} plays only sumo, not {1}"),
    /**
     * {0}: the kind of bot, {1}: the most positions its solver takes, {2}: the game's, both with
     * thousands separated by commas.
     */
    TOO_MANY_POSITIONS("rules.bots.TOO_MANY_POSITIONS", "{0} solves games of at most {1} positions; this hand and ring make {2} (choose ismcts)");

    private final Wording wording;

    BotRefusal(String key, String english) {
        this.wording = new Wording(key, english);
    }

    @Override
    public Wording wording() {
        return wording;
    }
}
