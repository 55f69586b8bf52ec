package org.tabula.display.screen;

import java.util.List;

import org.tabula.display.text.Text;

/**
 * A list of lines with a cursor, as the console's menus show them: each line says all it is
 * ("Game: Sumo"), LEFT and RIGHT move the cursor and OK acts on its line.
 *
 * @param title  shown in the title bar
 * @param lines  the lines, at least one
 * @param cursor the selected line, or -1 for none yet (a seat's moves, opened by OK: the next press chooses)
 */
public record Menu(Text title, List<Text> lines, int cursor) {
    public Menu {
        lines = List.copyOf(lines);
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("a menu needs at least one line");
        }
        if (cursor < -1 || cursor >= lines.size()) {
            throw new IllegalArgumentException("cursor " + cursor + " is outside the menu's " + lines.size() + " lines");
        }
    }
}
