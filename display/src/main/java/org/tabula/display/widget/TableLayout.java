package org.tabula.display.widget;

import java.util.ArrayList;
import java.util.List;

import org.tabula.display.font.Font;
import org.tabula.display.frame.Rect;
import org.tabula.display.text.Language;

/**
 * Where a table's columns go across an area. As declared, fixed columns take their width and the
 * one flexible column (the names') what they leave. Where a name in the rows is wider than that
 * (a person's whole name, up to twelve characters), the names take the room they need instead:
 * first the number columns close up to their contents (heading or widest value), then the
 * columns that give way ({@link Table.Column#givesWay()}) leave, lowest order first and those of
 * one order together, and last the columns narrow to their values, a heading reaching left over
 * the blank heading room beside it. A name is never cut while the rows can show it.
 *
 * @param shown       the indices of the columns drawn, left to right
 * @param lefts       each shown column's left edge
 * @param widths      each shown column's width
 * @param headerLefts where each shown column's heading may start (left of its column where it reaches over)
 * @param namesFit    whether every row's name has its whole width
 */
record TableLayout(List<Integer> shown, int[] lefts, int[] widths, int[] headerLefts, boolean namesFit) {
    /** The blank columns between two columns. */
    private static final int GAP = 2;

    static TableLayout of(Table table, Language language, Font rowFont, Rect area) {
        List<Table.Column> columns = table.columns();
        Font font = language.fonts().small();
        int names = flexible(columns);
        List<Integer> shown = new ArrayList<>();
        int[] widths = new int[columns.size()];
        for (int c = 0; c < columns.size(); c++) {
            shown.add(c);
            widths[c] = columns.get(c).width();
        }
        int need = names < 0 ? 0 : widest(table, names, language, rowFont);
        if (names >= 0 && need > room(area, shown, widths, names)) {
            for (int c : shown) {
                if (c != names) {
                    int header = font.width(language.format(columns.get(c).header()));
                    // Beside a lit heading, a blank column more, so that the heading keeps clear of this one.
                    int clear = c + 1 < columns.size() && columns.get(c + 1).lit() ? 1 : 0;
                    widths[c] = Math.min(widths[c], Math.max(header, widest(table, c, language, rowFont)) + clear);
                }
            }
            while (need > room(area, shown, widths, names)) {
                int order = shown.stream().mapToInt(c -> columns.get(c).givesWay()).filter(o -> o > 0).min().orElse(0);
                if (order == 0) {
                    break;
                }
                shown.removeIf(c -> columns.get(c).givesWay() == order);
            }
            if (need > room(area, shown, widths, names)) {
                for (int c : shown) {
                    if (c != names) {
                        widths[c] = Math.min(widths[c], widest(table, c, language, rowFont));
                    }
                }
            }
        }
        int flexibleRoom = Math.max(0, room(area, shown, widths, names));
        int[] lefts = new int[shown.size()];
        int[] shownWidths = new int[shown.size()];
        int[] headerLefts = new int[shown.size()];
        int x = area.x() + Table.GUTTER;
        int inkEnd = area.x();
        for (int i = 0; i < shown.size(); i++) {
            Table.Column column = columns.get(shown.get(i));
            shownWidths[i] = column.width() > 0 ? widths[shown.get(i)] : flexibleRoom;
            lefts[i] = x;
            // A heading wider than its column reaches left over what the heading before it leaves blank.
            int header = font.width(language.format(column.header()));
            int start = column.align().start(x, shownWidths[i], header);
            headerLefts[i] = Math.min(x, Math.max(start, inkEnd + GAP));
            inkEnd = Math.max(x, start) + Math.min(header, shownWidths[i]);
            x += shownWidths[i] + GAP;
        }
        return new TableLayout(List.copyOf(shown), lefts, shownWidths, headerLefts, need <= flexibleRoom);
    }

    /** The index of the column of width 0 (the names'), or -1 if there is none. */
    private static int flexible(List<Table.Column> columns) {
        for (int c = 0; c < columns.size(); c++) {
            if (columns.get(c).width() == 0) {
                return c;
            }
        }
        return -1;
    }

    /** The widest cell of column {@code c} in the rows' font. */
    private static int widest(Table table, int c, Language language, Font rowFont) {
        return table.rows().stream().mapToInt(row -> rowFont.width(language.format(row.cells().get(c)))).max().orElse(0);
    }

    /** What the shown fixed columns and the gaps leave the names' column. */
    private static int room(Rect area, List<Integer> shown, int[] widths, int names) {
        int fixed = shown.stream().filter(c -> c != names).mapToInt(c -> widths[c]).sum();
        return area.width() - Table.GUTTER - fixed - GAP * (shown.size() - 1);
    }
}
