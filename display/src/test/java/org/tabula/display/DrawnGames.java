package org.tabula.display;

import java.lang.reflect.Field;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.tabula.display.led.Animation;
import org.tabula.display.led.LedSettings;
import org.tabula.display.screen.EndScreen;
import org.tabula.display.screen.Players;
import org.tabula.display.screen.Screen;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameKind;
import org.tabula.rules.View;
import org.tabula.rules.games.CompiledClasses;

/**
 * Every game the display module draws, found in its compiled classes rather than kept in a list:
 * each game package's {@code <Game>Display.GAME}; and the display of any view, chosen by the
 * view's type, for tests that draw whatever a game gives them. The box's own list is its
 * registration in the firmware ({@code ConsoleGames}), which a firmware test holds to these.
 */
public final class DrawnGames {
    private static final List<GameDisplay<?>> ALL = find();

    private DrawnGames() {
    }

    /** Every game's display, by the game's name. */
    public static List<GameDisplay<?>> all() {
        return ALL;
    }

    public static List<GameKind> kinds() {
        return ALL.stream().<GameKind>map(GameDisplay::kind).toList();
    }

    /** The display whose view type this view is. */
    public static GameDisplay<?> of(View view) {
        return ALL.stream().filter(display -> display.viewType().isInstance(view)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no display draws a " + view.getClass().getSimpleName()));
    }

    public static Screen playScreen(View view, List<GameEvent> latest, Players players) {
        return of(view).screen(view, latest, players);
    }

    public static EndScreen endScreen(View view, Players players) {
        return of(view).end(view, players);
    }

    public static int[] lights(View view, LedSettings settings) {
        return of(view).still(view, settings);
    }

    public static Animation animation(View view, List<GameEvent> latest, LedSettings settings) {
        return of(view).animate(view, latest, settings);
    }

    private static List<GameDisplay<?>> find() {
        return CompiledClasses.inSubpackages(GameDisplay.class).stream().filter(name -> name.endsWith("Display"))
                .map(DrawnGames::displayIn).flatMap(Optional::stream)
                .sorted(Comparator.comparing(display -> display.kind().name())).toList();
    }

    private static Optional<GameDisplay<?>> displayIn(String name) {
        try {
            Field game = Class.forName(name, false, DrawnGames.class.getClassLoader()).getField("GAME");
            return game.get(null) instanceof GameDisplay<?> display ? Optional.of(display) : Optional.empty();
        } catch (NoSuchFieldException e) {
            return Optional.empty();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(name + "'s GAME cannot be read", e);
        }
    }
}
