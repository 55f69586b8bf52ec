package org.tabula.display;

import java.util.List;

import org.tabula.display.led.Animation;
import org.tabula.display.led.LedSettings;
import org.tabula.display.screen.EndScreen;
import org.tabula.display.screen.Players;
import org.tabula.display.screen.Screen;
import org.tabula.rules.GameEvent;
import org.tabula.rules.View;

/**
 * How one game looks: its play screen, its end screen and its LED scene, each a pure function
 * of a view (what the audience may see), the latest events and the players' names.
 *
 * @param <V> the game's view record
 */
public interface GameDisplay<V extends View> {
    /** The game's name in replay scripts ({@code sumo}). */
    String game();

    Class<V> viewType();

    /** The game in play: the public state, whose turn it is and what they may do. */
    Screen playScreen(V view, List<GameEvent> latest, Players players);

    /** The finished game: who won and the score table. */
    EndScreen endScreen(V view, Players players);

    /** What the strip shows while nothing moves. */
    int[] lights(V view, LedSettings settings);

    /** What the latest events do on the strip, ending on {@link #lights}. */
    Animation animation(V view, List<GameEvent> latest, LedSettings settings);
}
