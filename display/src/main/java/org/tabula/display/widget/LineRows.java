package org.tabula.display.widget;

import org.tabula.display.font.Font;
import org.tabula.display.frame.Rect;

/**
 * How lines of words stack so that each reads on its own. The fonts' cells have no blank row of
 * their own (a kana, a kanji or a capital inks the top row of its cell, a descender the bottom
 * one), so a blank row ({@link #GAP}) parts two lines of a paragraph. In a list, where a line may
 * be lit, each line takes a row: its cell with {@link #MARGIN} rows above and below; lit, the bar
 * covers the whole row, so no dot of its own glyphs (a g's tail) lies on the bar's edge, and the
 * neighbouring rows' margins keep a dark row between the bar and their glyphs. Every screen that
 * stacks lines lays them by this rule.
 */
public final class LineRows {
    /** Blank rows between two lines' cells. */
    public static final int GAP = 1;
    /** Rows above and below a line's cell in a list row: lit with the line, dark round the others. */
    public static final int MARGIN = 1;

    private LineRows() {
    }

    /** From one line's top to the next's in a paragraph, which is never lit line by line. */
    public static int pitch(Font font) {
        return font.lineHeight() + GAP;
    }

    /** The height of {@code lines} lines of a paragraph (0 for none). */
    public static int height(Font font, int lines) {
        return Math.max(0, lines * pitch(font) - GAP);
    }

    /** The height of a list's row: a line's cell and its margins, what a lit line's bar covers. */
    public static int rowHeight(Font font) {
        return font.lineHeight() + 2 * MARGIN;
    }

    /** The first row of a list under a lit bar ending at {@code barBottom}: a dark row parts a lit first line from the bar. */
    public static int below(int barBottom) {
        return barBottom + GAP;
    }

    /** How many of a list's rows fit in {@code height} (at least one). */
    public static int fit(Font font, int height) {
        return Math.max(1, height / rowHeight(font));
    }

    /** Row {@code index} of a list whose first row's top is {@code top}, between {@code left} and {@code right}. */
    public static Rect row(Font font, int top, int index, int left, int right) {
        return new Rect(left, top + index * rowHeight(font), right - left, rowHeight(font));
    }

    /** The line's cell in a list's row, inset {@code inset} pixels each side: where its text is written. */
    public static Rect cell(Font font, Rect row, int inset) {
        return new Rect(row.x() + inset, row.y() + MARGIN, row.width() - 2 * inset, font.lineHeight());
    }
}
