package org.tabula.display.page;

import java.util.List;

import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.rules.GameEvent;

/**
 * A game's picture of the table for the live page: an SVG document drawn from one audience's view
 * alone (the table's or a seat's, so it shows only what that audience may see), its seats named
 * as the box names them ({@link Players}) and its words in {@code language}, every text escaped.
 * What the last move did is marked from {@code latest}, its events, as the box's screen shows them
 * to the whole table ({@link Svg#mark}, {@link Svg#trace}, {@link Svg#arrow}): a game's events say
 * nothing hidden (a card pushed face down is an event's face-down card, a draw a count).
 *
 * @param <V> the game's view record
 */
@FunctionalInterface
public interface PagePicture<V> {
    String of(V view, List<GameEvent> latest, Players players, Language language);
}
