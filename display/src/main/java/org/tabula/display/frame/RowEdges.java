package org.tabula.display.frame;

/**
 * Where a picture may be cut across without leaving anything half-drawn: a row of pixels that
 * crosses no text, no icon and no filled shape. A row is such an edge when each of its lit
 * pixels, if any, is only a long thin vertical line passing through (a board's grid, a table's
 * column rule, a list's scroll bar), which reads the same cut short. A notice laid over the top of a screen ends on
 * such a row.
 */
public final class RowEdges {
    /** A vertical line at least this long is a rule, not a stroke of a letter or an icon. */
    static final int RULE_LENGTH = Frame.HEIGHT / 4;
    /** The widest vertical bar that still passes for a rule: a list's scroll bar is 3 pixels wide. */
    static final int BAR_WIDTH = 3;

    private RowEdges() {
    }

    /** Whether row {@code y} of what {@code canvas} shows between {@code area}'s sides is an edge; the frame's bottom always is. */
    public static boolean isEdge(Canvas canvas, Rect area, int y) {
        if (y >= Frame.HEIGHT) {
            return true;
        }
        for (int x = area.x(); x < area.right(); x++) {
            if (canvas.lit(x, y) && !rulePassing(canvas, x, y)) {
                return false;
            }
        }
        return true;
    }

    /** The first edge between {@code area}'s sides at or below row {@code y}. */
    public static int nextEdge(Canvas canvas, Rect area, int y) {
        int edge = y;
        while (!isEdge(canvas, area, edge)) {
            edge++;
        }
        return edge;
    }

    /**
     * Whether the lit pixel at (x, y) is part of a thin vertical bar: at most {@link #BAR_WIDTH}
     * pixels wide at that row (a grid's or a table's one-pixel rule, a list's scroll bar), each of
     * its columns lit at least {@link #RULE_LENGTH} rows long.
     */
    private static boolean rulePassing(Canvas canvas, int x, int y) {
        int left = x;
        while (canvas.lit(left - 1, y)) {
            left--;
        }
        int right = x;
        while (canvas.lit(right + 1, y)) {
            right++;
        }
        if (right - left + 1 > BAR_WIDTH) {
            return false;
        }
        for (int column = left; column <= right; column++) {
            if (verticalRun(canvas, column, y) < RULE_LENGTH) {
                return false;
            }
        }
        return true;
    }

    /** How many lit pixels run up and down through (x, y). */
    private static int verticalRun(Canvas canvas, int x, int y) {
        int top = y;
        while (canvas.lit(x, top - 1)) {
            top--;
        }
        int bottom = y;
        while (canvas.lit(x, bottom + 1)) {
            bottom++;
        }
        return bottom - top + 1;
    }
}
