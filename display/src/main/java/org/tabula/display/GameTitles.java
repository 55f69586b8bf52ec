package org.tabula.display;

import org.tabula.display.text.Text;

/**
 * A game's names as the screens show them, from its registration: never a message key built from
 * the game's script name.
 *
 * @param name      the full name, for the menu ("Wheel of History")
 * @param shortName the name in a title bar, which shares its line with the turn ("Wheel")
 */
public record GameTitles(Text name, Text shortName) {
}
