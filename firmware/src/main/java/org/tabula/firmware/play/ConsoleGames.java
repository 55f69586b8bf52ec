package org.tabula.firmware.play;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

import org.tabula.display.Displays;
import org.tabula.display.GameDisplay;
import org.tabula.firmware.script.ScriptReader;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameKind;
import org.tabula.rules.senator.Senator;
import org.tabula.rules.spartacus.Spartacus;
import org.tabula.rules.spite.Spite;
import org.tabula.rules.sumo.Sumo;
import org.tabula.rules.wheel.Wheel;

/**
 * The games the box plays, each with its display and adapter: the box's five, then those
 * registered as services ({@link ConsoleGame}).
 */
public final class ConsoleGames {
    private static final List<ConsoleGame> ALL = load();
    private static final ScriptReader SCRIPTS = new ScriptReader(ALL.stream().map(ConsoleGame::kind).toList());

    private ConsoleGames() {
    }

    private record BuiltIn(GameKind kind, GameDisplay<?> display, GameAdapter adapter) implements ConsoleGame {
        BuiltIn(GameKind kind, GameAdapter adapter) {
            this(kind, Displays.of(kind).orElseThrow(() -> new IllegalStateException("the display draws no " + kind.name())),
                    adapter);
        }
    }

    private static List<ConsoleGame> load() {
        List<ConsoleGame> all = new ArrayList<>(List.of(
                new BuiltIn(Sumo.KIND, new SumoAdapter()),
                new BuiltIn(Spartacus.KIND, new SpartacusAdapter()),
                new BuiltIn(Senator.KIND, new SenatorAdapter()),
                new BuiltIn(Wheel.KIND, new WheelAdapter()),
                new BuiltIn(Spite.KIND, new SpiteAdapter())));
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

    /** @throws GameConfigException naming the games there are */
    public static ConsoleGame named(String name) {
        return ALL.stream().filter(game -> game.kind().name().equals(name)).findFirst()
                .orElseThrow(() -> new GameConfigException("unknown game '" + name + "' (known: "
                        + ALL.stream().map(game -> game.kind().name()).collect(Collectors.joining(", ")) + ")"));
    }

    /** @throws IllegalArgumentException if the console does not play the game (a test keeps this from happening) */
    public static ConsoleGame of(GameKind kind) {
        return ALL.stream().filter(game -> game.kind().equals(kind)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("the console has no adapter for " + kind.name()));
    }
}
