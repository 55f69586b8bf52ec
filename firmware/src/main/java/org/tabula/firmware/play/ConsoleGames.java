package org.tabula.firmware.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

import org.tabula.display.GameDisplay;
import org.tabula.display.senator.SenatorDisplay;
import org.tabula.display.spartacus.SpartacusDisplay;
import org.tabula.display.spite.SpiteDisplay;
import org.tabula.display.sumo.SumoDisplay;
import org.tabula.display.wheel.WheelDisplay;
import org.tabula.firmware.script.ScriptReader;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameKind;
import org.tabula.rules.senator.Senator;
import org.tabula.rules.spartacus.Spartacus;
import org.tabula.rules.spite.Spite;
import org.tabula.rules.sumo.Sumo;
import org.tabula.rules.wheel.Wheel;

/**
 * The games the box plays, one row each: the box's five, then those registered as services
 * ({@link ConsoleGame}). The one list of games: the menu, the commands, the simulator and the
 * checks over every game all read it.
 */
public final class ConsoleGames {
    private static final List<ConsoleGame> ALL = load();
    private static final ScriptReader SCRIPTS = new ScriptReader(ALL.stream().map(ConsoleGame::kind).toList());

    private ConsoleGames() {
    }

    /** A game of the box: its display is its display package's, and must be the same game's. */
    private record BuiltIn(GameKind kind, GameDisplay<?> display, GameAdapter adapter) implements ConsoleGame {
        BuiltIn {
            if (!display.kind().equals(kind)) {
                throw new IllegalArgumentException(kind.name() + " is drawn by " + display.kind().name() + "'s display");
            }
        }
    }

    private static List<ConsoleGame> load() {
        List<ConsoleGame> all = new ArrayList<>(List.of(
                new BuiltIn(Sumo.KIND, SumoDisplay.GAME, new SumoAdapter()),
                new BuiltIn(Spartacus.KIND, SpartacusDisplay.GAME, new SpartacusAdapter()),
                new BuiltIn(Senator.KIND, SenatorDisplay.GAME, new SenatorAdapter()),
                new BuiltIn(Wheel.KIND, WheelDisplay.GAME, new WheelAdapter()),
                new BuiltIn(Spite.KIND, SpiteDisplay.GAME, new SpiteAdapter())));
        ServiceLoader.load(ConsoleGame.class).forEach(all::add);
        return List.copyOf(all);
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
