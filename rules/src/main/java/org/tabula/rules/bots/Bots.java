package org.tabula.rules.bots;

import java.util.List;
import java.util.stream.Collectors;

import org.tabula.rules.GameConfigException;
import org.tabula.rules.SeededRandom;

/** The kinds of bot, by the names used in replay scripts, the menu and the tournament command. */
public final class Bots {
    private static final List<BotKind> ALL = List.of(
            RandomBot.KIND, RuleBots.KIND, Ismcts.KIND, SumoExactBot.KIND, SumoAdaptiveBot.KIND);

    private Bots() {
    }

    public static List<BotKind> all() {
        return ALL;
    }

    /** @throws GameConfigException naming the kinds there are */
    public static BotKind named(String name) {
        return ALL.stream().filter(kind -> kind.name().equals(name)).findFirst()
                .orElseThrow(() -> new GameConfigException("unknown bot '" + name + "' (known: "
                        + ALL.stream().map(BotKind::name).collect(Collectors.joining(", ")) + ")"));
    }

    /**
     * The generator for a bot's move in a game started from {@code gameSeed} after
     * {@code movesMade} moves, so a replay of the same script makes the same moves.
     */
    public static SeededRandom moveRandom(long gameSeed, int movesMade) {
        return new SeededRandom(gameSeed ^ (0xD1B54A32D192ED03L * (movesMade + 1L)));
    }
}
