package org.tabula.display;

import java.util.List;

import org.tabula.display.text.Text;

/**
 * A game's names as the screens show them, and its rules at hand, from its registration: never a
 * message key built from the game's script name.
 *
 * @param name      the full name, for the menu ("Wheel of History")
 * @param shortName the name in a title bar, which shares its line with the turn ("Wheel")
 * @param summary   its rules on one screen, paragraph by paragraph, as the pause menu's Rules pages
 *                  and the live page show them (none for a game that has no summary)
 */
public record GameTitles(Text name, Text shortName, List<Text> summary) {
    public GameTitles {
        summary = List.copyOf(summary);
    }
}
