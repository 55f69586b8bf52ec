/**
 * The new-game setup the menu edits and shows: game, players, variants, seats and series, line
 * by line.
 */
package org.tabula.display.menu;
