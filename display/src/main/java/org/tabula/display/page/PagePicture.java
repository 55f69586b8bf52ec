package org.tabula.display.page;

import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;

/**
 * A game's picture of the table for the live page: an SVG document drawn from one audience's view
 * alone (the table's or a seat's, so it shows only what that audience may see), its seats named
 * as the box names them ({@link Players}) and its words in {@code language}, every text escaped.
 *
 * @param <V> the game's view record
 */
@FunctionalInterface
public interface PagePicture<V> {
    String of(V view, Players players, Language language);
}
