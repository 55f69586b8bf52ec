package org.tabula.firmware.command;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;


import org.tabula.firmware.json.Json;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameKind;

/**
 * The arguments shared by the commands that take a game: {@code GAME [--players N]
 * [--options JSON]} followed by the command's own {@code --flag value} pairs.
 */
final class GameArguments {
    private final Game game;
    private final Map<String, String> flags;

    private GameArguments(Game game, Map<String, String> flags) {
        this.game = game;
        this.flags = flags;
    }

    /**
     * @param allowed the command's own flags, besides {@code --players} and {@code --options}
     * @throws IllegalArgumentException for a malformed command line, with a message to print
     * @throws GameConfigException      for an unknown game, a bad player count or bad options
     */
    static GameArguments parse(String[] args, Set<String> allowed) {
        if (args.length == 0 || args.length % 2 == 0) {
            throw new IllegalArgumentException("expected GAME followed by --flag value pairs");
        }
        Map<String, String> flags = new LinkedHashMap<>();
        for (int i = 1; i < args.length; i += 2) {
            String flag = args[i];
            if (!flag.equals("--players") && !flag.equals("--options") && !allowed.contains(flag)) {
                throw new IllegalArgumentException("unknown flag " + flag);
            }
            if (flags.put(flag, args[i + 1]) != null) {
                throw new IllegalArgumentException("flag " + flag + " given twice");
            }
        }
        GameKind kind = ConsoleGames.named(args[0]).kind();
        int players = intFlag(flags, "--players", kind.maxPlayers());
        Map<String, Object> rawOptions = Json.plainObject(flags.getOrDefault("--options", "{}"), "--options");
        return new GameArguments(kind.create(players, kind.parseOptions(rawOptions)), flags);
    }

    Game game() {
        return game;
    }

    String flag(String name, String defaultValue) {
        return flags.getOrDefault(name, defaultValue);
    }

    int intFlag(String name, int defaultValue) {
        return intFlag(flags, name, defaultValue);
    }

    private static int intFlag(Map<String, String> flags, String name, int defaultValue) {
        String text = flags.get(name);
        if (text == null) {
            return defaultValue;
        }
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a whole number, not '" + text + "'");
        }
    }
}
