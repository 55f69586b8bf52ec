package org.tabula.display;

import java.util.List;

import org.tabula.display.led.Animation;
import org.tabula.display.led.LedSettings;
import org.tabula.display.screen.EndScreen;
import org.tabula.display.screen.Players;
import org.tabula.display.screen.Screen;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameKind;
import org.tabula.rules.View;

/**
 * Every game the display module draws, as registered ({@link GameDisplays}); and the display of
 * any view, chosen by the view's type, for tests that draw whatever a game gives them.
 */
public final class DrawnGames {
    private DrawnGames() {
    }

    /** Every game's display, in the order registered. */
    public static List<GameDisplay<?>> all() {
        return GameDisplays.all();
    }

    public static List<GameKind> kinds() {
        return all().stream().<GameKind>map(GameDisplay::kind).toList();
    }

    /** The display whose view type this view is. */
    public static GameDisplay<?> of(View view) {
        return all().stream().filter(display -> display.viewType().isInstance(view)).findFirst()
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
}
