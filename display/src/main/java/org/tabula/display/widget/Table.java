package org.tabula.display.widget;

import java.util.List;

import org.tabula.display.font.Font;
import org.tabula.display.font.Fonts;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Icon;
import org.tabula.display.frame.Rect;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;

/**
 * A table in the small font: a header line, a rule, then one line per row, each cell cut to its
 * column with an ellipsis. Rows may carry a mark (a crown for a winner, an arrow for the seat to
 * move) in a narrow gutter on the left.
 *
 * @param columns the columns, left to right
 * @param rows    the rows, top to bottom
 */
public record Table(List<Column> columns, List<Line> rows) {
    /** Room on the left for a row's mark. */
    public static final int GUTTER = 9;

    /**
     * A column.
     *
     * @param header its heading (may be empty plain text)
     * @param width  pixels, or 0 to share out what the fixed columns leave
     * @param align  where cells sit in it
     * @param lit    whether its heading is lit (dark on light), to single the column out
     * @param struck whether its heading is struck through, for a column that can no longer count
     */
    public record Column(Text header, int width, Align align, boolean lit, boolean struck) {
        public Column(Text header, int width, Align align, boolean lit) {
            this(header, width, align, lit, false);
        }

        public Column(Text header, int width, Align align) {
            this(header, width, align, false);
        }
    }

    /** A row: one cell per column, and the mark in its gutter (a crown, the turn arrow) or null. */
    public record Line(List<Text> cells, Icon mark) {
        public Line {
            cells = List.copyOf(cells);
        }

        /** A row crowned if {@code winner}. */
        public Line(List<Text> cells, boolean winner) {
            this(cells, winner ? Icons.CROWN : null);
        }
    }

    public Table {
        columns = List.copyOf(columns);
        rows = List.copyOf(rows);
        for (Line row : rows) {
            if (row.cells().size() != columns.size()) {
                throw new IllegalArgumentException("a row has " + row.cells().size() + " cells for " + columns.size() + " columns");
            }
        }
    }

    /** The height of the table with {@code gap} blank rows between lines: header and rule (if {@code header}), rows. */
    private int height(Font font, Font rowFont, int gap, boolean header) {
        return (header ? font.lineHeight() + 1 + gap : 0) + rows.size() * (rowFont.lineHeight() + gap) - gap;
    }

    /**
     * The blank rows between lines: one if the table then fits in {@code room}, else none; always
     * one under rows of kana or kanji, which fill their line: closed up, they run together.
     */
    private int gap(Font font, Font rowFont, int room, Language language) {
        return height(font, rowFont, 1, true) <= room || fillLines(language) ? 1 : 0;
    }

    /** Whether some cell holds kana or kanji, glyphs as tall as the line. */
    private boolean fillLines(Language language) {
        return rows.stream().flatMap(row -> row.cells().stream()).anyMatch(cell -> Fonts.fillsLine(language.format(cell)));
    }

    /** The table's height in the small font when given {@code room} pixels (it closes up its lines to fit). */
    public int height(Language language, int room) {
        return height(language, room, language.fonts().small());
    }

    /** The table's height, its rows in {@code rowFont}, when given {@code room} pixels. */
    public int height(Language language, int room, Font rowFont) {
        Font font = language.fonts().small();
        return height(font, rowFont, gap(font, rowFont, room, language), true);
    }

    /**
     * Draws the table from the top of {@code area}, closing up the lines if it would not fit
     * otherwise, then leaving out the header (six seats under a game's own line); rows that still
     * do not fit are left out.
     */
    public void draw(Canvas canvas, Language language, Rect area) {
        draw(canvas, language, area, language.fonts().small());
    }

    /**
     * Draws it as {@link #draw(Canvas, Language, Rect)} does, the rows in {@code rowFont}: rows
     * of figures and Latin letters only may take the Latin font, a row shorter than Japanese's.
     */
    public void draw(Canvas canvas, Language language, Rect area, Font rowFont) {
        Font font = language.fonts().small();
        int[] lefts = new int[columns.size()];
        int[] widths = new int[columns.size()];
        layOut(area, lefts, widths);
        int gap = gap(font, rowFont, area.height(), language);
        int y = area.y();
        if (height(font, rowFont, gap, true) <= area.height()) {
            for (int c = 0; c < columns.size(); c++) {
                Column column = columns.get(c);
                Rect cell = new Rect(lefts[c], y, widths[c], font.lineHeight());
                if (column.lit()) {
                    canvas.fill(new Rect(cell.x() - 1, cell.y(), cell.width() + 2, cell.height()), true);
                }
                int drawn = Label.line(canvas, font, language.format(column.header()), cell, column.align(), !column.lit());
                if (column.struck()) {
                    int x = column.align().start(cell.x(), cell.width(), drawn);
                    canvas.hline(x - 1, x + drawn - 1, cell.y() + font.ascent() / 2, !column.lit());
                }
            }
            y += font.lineHeight();
            canvas.hline(area.x(), area.right() - 1, y, true);
            y += 1 + gap;
        }
        for (Line row : rows) {
            if (y + rowFont.lineHeight() > area.bottom()) {
                break;
            }
            if (row.mark() != null) {
                canvas.icon(row.mark(), area.x() + (GUTTER - 1 - row.mark().width()) / 2, y + Math.max(0, rowFont.ascent() - row.mark().height()), true);
            }
            for (int c = 0; c < columns.size(); c++) {
                Label.line(canvas, rowFont, language.format(row.cells().get(c)), new Rect(lefts[c], y, widths[c], rowFont.lineHeight()),
                        columns.get(c).align(), true);
            }
            y += rowFont.lineHeight() + gap;
        }
    }

    /** Fixed columns get their width; flexible ones share the rest; one pixel between columns. */
    private void layOut(Rect area, int[] lefts, int[] widths) {
        int fixed = 0;
        int flexible = 0;
        for (Column column : columns) {
            fixed += column.width();
            flexible += column.width() == 0 ? 1 : 0;
        }
        int spare = area.width() - GUTTER - fixed - 2 * (columns.size() - 1);
        int x = area.x() + GUTTER;
        for (int c = 0; c < columns.size(); c++) {
            int width = columns.get(c).width();
            widths[c] = width > 0 ? width : Math.max(0, spare / Math.max(1, flexible));
            lefts[c] = x;
            x += widths[c] + 2;
        }
    }
}
