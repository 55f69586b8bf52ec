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
 * move) in a narrow gutter on the left. The names' column takes what the others leave; a name
 * wider than that (a person's whole name) takes its room from the other columns instead, as
 * {@link TableLayout} lays them out.
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
     * @param header   its heading (may be empty plain text)
     * @param width    pixels, or 0 for the names' column (a table has at most one), which takes what the fixed columns leave
     * @param align    where cells sit in it
     * @param lit      whether its heading is lit (dark on light), to single the column out
     * @param struck   whether its heading is struck through, for a column that can no longer count
     * @param givesWay 0 for a column always shown; else when it leaves so that a person's name has its room (1 first, one order together)
     */
    public record Column(Text header, int width, Align align, boolean lit, boolean struck, int givesWay) {
        public Column {
            if (givesWay < 0) {
                throw new IllegalArgumentException("a column gives way in order 1, 2...; 0 for never: " + givesWay);
            }
        }

        public Column(Text header, int width, Align align, boolean lit, boolean struck) {
            this(header, width, align, lit, struck, 0);
        }

        public Column(Text header, int width, Align align, boolean lit) {
            this(header, width, align, lit, false);
        }

        public Column(Text header, int width, Align align) {
            this(header, width, align, false);
        }

        /** This column, a detail that leaves, in {@code order}, where a person's name needs its room. */
        public Column givingWay(int order) {
            return new Column(header, width, align, lit, struck, order);
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
        if (columns.stream().filter(column -> column.width() == 0).count() > 1) {
            throw new IllegalArgumentException("a table has one names' column (width 0) at most");
        }
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
        TableLayout layout = TableLayout.of(this, language, rowFont, area);
        List<Integer> shown = layout.shown();
        int gap = gap(font, rowFont, area.height(), language);
        int y = area.y();
        if (height(font, rowFont, gap, true) <= area.height()) {
            for (int i = 0; i < shown.size(); i++) {
                Column column = columns.get(shown.get(i));
                int right = layout.lefts()[i] + layout.widths()[i];
                Rect cell = new Rect(layout.headerLefts()[i], y, right - layout.headerLefts()[i], font.lineHeight());
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
            for (int i = 0; i < shown.size(); i++) {
                Label.line(canvas, rowFont, language.format(row.cells().get(shown.get(i))), new Rect(layout.lefts()[i], y, layout.widths()[i],
                        rowFont.lineHeight()), columns.get(shown.get(i)).align(), true);
            }
            y += rowFont.lineHeight() + gap;
        }
    }

    /** Whether every row's name has its whole width in {@code width} pixels, the columns that give way gone if need be. */
    public boolean namesFit(Language language, int width) {
        return TableLayout.of(this, language, language.fonts().small(), new Rect(0, 0, width, 0)).namesFit();
    }
}
