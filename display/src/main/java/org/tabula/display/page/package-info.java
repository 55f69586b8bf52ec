/**
 * What the live page draws of a game: each game's picture of the table as SVG ({@link
 * org.tabula.display.page.PagePicture}), made from one audience's view, in one language, by the
 * game's own display package; the shared pieces here ({@link org.tabula.display.page.Svg}) know
 * no game.
 */
package org.tabula.display.page;
