package org.tabula.display.screen;

import java.util.List;

import org.tabula.display.text.Text;

/**
 * A list of lines with a cursor: LEFT and RIGHT change the value of the line under the cursor,
 * OK acts on it. Immutable; moving the cursor gives a new menu.
 *
 * @param title  shown in the title bar
 * @param items  the lines, at least one
 * @param cursor the selected line
 */
public record Menu(Text title, List<Item> items, int cursor) {
    /**
     * One line.
     *
     * @param label what the line is ("Players")
     * @param value its current value ("3"), or null for a line that is an action ("Start")
     * @param bot   whether to mark the line with the bot icon (a seat the console plays)
     */
    public record Item(Text label, Text value, boolean bot) {
        public static Item action(Text label) {
            return new Item(label, null, false);
        }

        public static Item setting(Text label, Text value) {
            return new Item(label, value, false);
        }
    }

    public Menu {
        items = List.copyOf(items);
        if (items.isEmpty()) {
            throw new IllegalArgumentException("a menu needs at least one item");
        }
        if (cursor < 0 || cursor >= items.size()) {
            throw new IllegalArgumentException("cursor " + cursor + " is outside the menu's " + items.size() + " items");
        }
    }

    /** The cursor moved by {@code delta} lines, wrapping round at either end. */
    public Menu moveCursor(int delta) {
        return new Menu(title, items, Math.floorMod(cursor + delta, items.size()));
    }

    public Item selected() {
        return items.get(cursor);
    }
}
