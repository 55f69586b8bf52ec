package org.tabula.display;

import java.util.List;

import org.tabula.display.led.Animation;
import org.tabula.display.led.LedSettings;
import org.tabula.display.page.PagePicture;
import org.tabula.display.screen.EndScreen;
import org.tabula.display.screen.Players;
import org.tabula.display.screen.Screen;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameKind;
import org.tabula.rules.Move;
import org.tabula.rules.View;

/**
 * How one game looks: its play screen, its end screen, its LED scene and its picture on the live
 * page, each a pure function of a view (what the audience may see), the latest events and the
 * players' names.
 *
 * @param kind       the game
 * @param titles     its names, as the menu and the title bars show them
 * @param viewType   the game's view record
 * @param playScreen the game in play: the public state, whose turn it is and what they may do
 * @param endScreen  the finished game: who won and the score table
 * @param lights     what the strip shows while nothing moves
 * @param animation  what the latest events do on the strip, ending on {@code lights}
 * @param walk       a pick walked round the game's picture with an arrow (Senator's entries), or null for none
 * @param page       the table as the live page draws it
 * @param <V>        the game's view record
 */
public record GameDisplay<V extends View>(GameKind kind, GameTitles titles, Class<V> viewType, PlayScreen<V> playScreen, End<V> endScreen,
        Lights<V> lights, Animate<V> animation, Walk<V> walk, PagePicture<V> page) {

    /** A game whose picks are all options beside the buttons. */
    public GameDisplay(GameKind kind, GameTitles titles, Class<V> viewType, PlayScreen<V> playScreen, End<V> endScreen, Lights<V> lights,
            Animate<V> animation, PagePicture<V> page) {
        this(kind, titles, viewType, playScreen, endScreen, lights, animation, null, page);
    }

    /**
     * The walk's picture, the arrow at {@code pointed}, for a view of this game's type.
     *
     * @throws IllegalStateException if the game has no walk
     */
    public Screen walk(View view, Text title, Move pointed) {
        if (walk == null) {
            throw new IllegalStateException(kind.name() + " has no walk");
        }
        return walk.of(viewType.cast(view), title, pointed);
    }

    /** The table as the live page draws it (SVG), the last move's {@code latest} events marked, for a view of this game's type. */
    public String pagePicture(View view, List<GameEvent> latest, Players players, Language language) {
        return page.of(viewType.cast(view), latest, players, language);
    }

    /** The game in play, for a view of this game's type. */
    public Screen screen(View view, List<GameEvent> latest, Players players) {
        return playScreen.of(viewType.cast(view), latest, players);
    }

    /** The finished game, for a view of this game's type. */
    public EndScreen end(View view, Players players) {
        return endScreen.of(viewType.cast(view), players);
    }

    /** The strip at rest, for a view of this game's type. */
    public int[] still(View view, LedSettings settings) {
        return lights.of(viewType.cast(view), settings);
    }

    /** The latest events on the strip, for a view of this game's type. */
    public Animation animate(View view, List<GameEvent> latest, LedSettings settings) {
        return animation.of(viewType.cast(view), latest, settings);
    }

    /** Draws the game in play. */
    @FunctionalInterface
    public interface PlayScreen<V> {
        Screen of(V view, List<GameEvent> latest, Players players);
    }

    /** Draws the finished game. */
    @FunctionalInterface
    public interface End<V> {
        EndScreen of(V view, Players players);
    }

    /** Lights the strip for a state. */
    @FunctionalInterface
    public interface Lights<V> {
        int[] of(V view, LedSettings settings);
    }

    /** Draws a pick walked with an arrow, at the move {@code pointed}. */
    @FunctionalInterface
    public interface Walk<V> {
        Screen of(V view, Text title, Move pointed);
    }

    /** Animates the latest events on the strip. */
    @FunctionalInterface
    public interface Animate<V> {
        Animation of(V view, List<GameEvent> latest, LedSettings settings);
    }
}
