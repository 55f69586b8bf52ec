package org.tabula.firmware.play;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

import org.tabula.firmware.script.ScriptReader;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameKind;
import org.tabula.rules.games.Games;

/**
 * The games the box plays, one row each, as registered ({@link ConsoleGame}: one line a game in
 * {@code META-INF/services/org.tabula.firmware.play.ConsoleGame}). The
 * one list of games: the menu, the commands, the simulator and the checks over every game all
 * read it.
 */
public final class ConsoleGames {
    private static final List<ConsoleGame> ALL = load();
    private static final ScriptReader SCRIPTS = new ScriptReader(ALL.stream().map(ConsoleGame::kind).toList());

    private ConsoleGames() {
    }

    /**
     * In the rules' order ({@link Games}), then any game the rules do not register (a test's
     * fixture game): the order of the menu, whichever service file the class path lists first.
     */
    private static List<ConsoleGame> load() {
        List<GameKind> rules = Games.all();
        return ServiceLoader.load(ConsoleGame.class).stream().map(ServiceLoader.Provider::get)
                .sorted(Comparator.comparingInt(game -> rules.contains(game.kind()) ? rules.indexOf(game.kind()) : rules.size()))
                .toList();
    }

    public static List<ConsoleGame> all() {
        return ALL;
    }

    /** Reads replay scripts of these games. */
    public static ScriptReader scriptReader() {
        return SCRIPTS;
    }

    /** The rules' kind of every game, in the same order. */
    public static List<GameKind> kinds() {
        return ALL.stream().map(ConsoleGame::kind).toList();
    }

    /** The game of this script name, if the box plays it (an archived game may be one it no longer has). */
    public static Optional<ConsoleGame> find(String name) {
        return ALL.stream().filter(game -> game.kind().name().equals(name)).findFirst();
    }

    /** @throws GameConfigException naming the games there are */
    public static ConsoleGame named(String name) {
        return find(name).orElseThrow(() -> new GameConfigException("unknown game '" + name + "' (known: "
                        + ALL.stream().map(game -> game.kind().name()).collect(Collectors.joining(", ")) + ")"));
    }

    /** @throws IllegalArgumentException if the console does not play the game (a test keeps this from happening) */
    public static ConsoleGame of(GameKind kind) {
        return ALL.stream().filter(game -> game.kind().equals(kind)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("the console has no adapter for " + kind.name()));
    }
}
