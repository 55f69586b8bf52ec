package org.tabula.display.screen;

import java.util.ArrayList;
import java.util.List;

import org.tabula.display.font.Font;
import org.tabula.display.font.Fonts;
import org.tabula.display.font.TextLayout;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Rect;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Label;
import org.tabula.display.widget.Table;
import org.tabula.display.widget.TitleBar;
import org.tabula.rules.Seats;

/**
 * The end of a game: who won in a line, a note on the last scoring (Spartacus: who took the last
 * trick), then the score table with the winners crowned, and on the bottom line what OK does
 * next ("OK: game 2 of 3"). With many seats the note, then the headline, give way so every row
 * fits. A game whose last position is a picture (Senator's board) keeps it on the left, and the
 * words go beside it: who won on the bar, the table, then what OK does; unless the table's names
 * (people's whole names) need the whole width, which the words then take.
 *
 * @param title    the game's name, for the title bar
 * @param status   where things stand, on the title bar's right ("Game over")
 * @param headline who won, in words ("West wins", "Draw")
 * @param note     one short line in the small font under the headline, or null
 * @param table    one row per seat (in seat order), as the game scores it
 * @param next     what OK does now, written on the bottom line ("OK: next game"), or null
 * @param aside    the final position drawn on the left, or null for the words across the whole screen
 */
public record EndScreen(Text title, Text status, Text headline, Text note, Table table, Text next, Aside aside) implements Screen {
    /** A picture of the final position on the screen's left, from its left edge. */
    public interface Aside {
        /** The columns it takes, from the left edge. */
        int width();

        void draw(Canvas canvas, Language language);
    }

    /** The blank columns between the picture beside and the words. */
    private static final int ASIDE_GAP = 3;

    /** The width of a series' total column. */
    private static final int TOTAL_WIDTH = 26;
    /** What a seat's name keeps at least beside a series' totals. */
    private static final int NAME_ROOM = 26;

    /** The width of every fixed column and the gaps between all columns. */
    private static int fixedWidth(List<Table.Column> columns) {
        return columns.stream().mapToInt(Table.Column::width).sum() + 2 * (columns.size() - 1);
    }

    /** An end without a note. */
    public EndScreen(Text title, Text status, Text headline, Table table) {
        this(title, status, headline, null, table);
    }

    /** An end that does not say what OK does. */
    public EndScreen(Text title, Text status, Text headline, Text note, Table table) {
        this(title, status, headline, note, table, null, null);
    }

    /** This end saying on its bottom line what OK does ("OK: next game"). */
    public EndScreen next(Text whatOkDoes) {
        return new EndScreen(title, status, headline, note, table, whatOkDoes, aside);
    }

    /** This end with the final position drawn on the left, the words beside it. */
    public EndScreen beside(Aside picture) {
        return new EndScreen(title, status, headline, note, table, next, picture);
    }

    /** The columns the words have: the whole width, or what the picture beside leaves. */
    private int wordsWidth() {
        return aside == null ? Frame.WIDTH : Frame.WIDTH - aside.width() - ASIDE_GAP;
    }

    /** This end in a series: each seat's running total, this game counted, in a last column (where the table has a row a seat). */
    public EndScreen withTotals(int[] totals) {
        if (totals.length != table.rows().size()) {
            return this; // a table not of one row a seat has no place for them: the series' own screen shows them
        }
        // The game's own score columns give way to a long name after its details; the running total never does.
        int last = table.columns().stream().mapToInt(Table.Column::givesWay).max().orElse(0) + 1;
        List<Table.Column> columns = new ArrayList<>(table.columns().stream()
                .map(column -> column.width() > 0 && column.givesWay() == 0 ? column.givingWay(last) : column).toList());
        columns.add(new Table.Column(Text.of("table.total"), TOTAL_WIDTH, Align.RIGHT, true));
        List<List<Text>> cells = new ArrayList<>();
        for (int seat = 0; seat < totals.length; seat++) {
            List<Text> row = new ArrayList<>(table.rows().get(seat).cells());
            row.add(Text.number(totals[seat]));
            cells.add(row);
        }
        // The game's earliest detail columns (Sumo's first rounds) give way, so that the names keep their room.
        while (columns.size() > 2 && columns.get(1).width() > 0 && fixedWidth(columns) > wordsWidth() - Table.GUTTER - NAME_ROOM) {
            columns.remove(1);
            cells.forEach(row -> row.remove(1));
        }
        List<Table.Line> rows = new ArrayList<>();
        for (int seat = 0; seat < totals.length; seat++) {
            rows.add(new Table.Line(cells.get(seat), table.rows().get(seat).mark()));
        }
        return new EndScreen(title, status, headline, note, new Table(columns, rows), next, aside);
    }

    /** "Player 2 wins" for one winner, "Shared win" for several. */
    public static Text winners(Players players, Seats winners) {
        int[] seats = winners.toArray();
        return seats.length == 1 ? Text.of("play.wins", players.seat(seats[0])) : Text.of("play.shared");
    }

    @Override
    public void draw(Canvas canvas, Language language) {
        if (aside != null && table.namesFit(language, wordsWidth())) {
            drawBeside(canvas, language);
            return;
        }
        Font small = language.fonts().small();
        Font medium = language.fonts().medium();
        int titleHeight = TitleBar.height(small) + 1;
        // What OK does goes on the bottom line, or, where the table needs that line (six seats), in the title bar.
        boolean footer = next != null && fits(language, Frame.HEIGHT - titleHeight - small.lineHeight() - 1);
        String titleWords = language.format(title);
        String info = language.format(next != null && !footer ? next : status);
        if (!TitleBar.fits(small, titleWords, info)) {
            // Both cannot be whole: what OK does stays and the game's name goes; else the headline already says the game is over.
            if (next != null && !footer) {
                titleWords = "";
            } else {
                info = "";
            }
        }
        int top = TitleBar.draw(canvas, small, titleWords, info) + 1;
        int bottom = Frame.HEIGHT;
        if (footer) {
            bottom -= small.lineHeight();
            Label.line(canvas, small, language.format(next), new Rect(0, bottom, Frame.WIDTH, small.lineHeight()), Align.CENTER, true);
            bottom -= 1;
        }
        int room = bottom - top;
        if (fits(language, room - medium.lineHeight() - 1)) {
            // A headline too wide for the medium font (two people's names where the game's seat names are short) takes the small one whole.
            Label.line(canvas, List.of(medium, small), language.format(headline), new Rect(0, top, Frame.WIDTH, medium.lineHeight()), Align.CENTER);
            top += medium.lineHeight() + 1;
            // A note in kana or kanji keeps a blank row above the table's headings: closed up, they run together.
            int under = note != null && Fonts.fillsLine(language.format(note)) ? 1 : 0;
            if (note != null && fits(language, bottom - top - small.lineHeight() - under)) {
                Label.line(canvas, small, language.format(note), new Rect(0, top, Frame.WIDTH, small.lineHeight()), Align.CENTER, true);
                top += small.lineHeight() + under;
            }
        }
        table.draw(canvas, language, new Rect(0, top, Frame.WIDTH, bottom - top));
    }

    /** The picture on the left; beside it who won on a lit bar, the table, and what OK does at the bottom (on two lines if need be). */
    private void drawBeside(Canvas canvas, Language language) {
        Font small = language.fonts().small();
        aside.draw(canvas, language);
        int left = Frame.WIDTH - wordsWidth();
        Rect panel = new Rect(left, 0, wordsWidth(), Frame.HEIGHT);
        Canvas words = canvas.clipped(panel);
        int bar = TitleBar.height(small);
        words.fill(new Rect(left, 0, panel.width(), bar), true);
        Label.line(words, small, language.format(headline), new Rect(left + 2, 1, panel.width() - 3, small.lineHeight()), Align.LEFT, false);
        int bottom = Frame.HEIGHT;
        if (next != null) {
            int lines = TextLayout.wrap(small, language.format(next), panel.width() - 1, 2).size();
            // Lines of kana or kanji keep a blank row between them: closed up, they run together.
            int gap = Fonts.fillsLine(language.format(next)) ? 1 : 0;
            bottom -= lines * small.lineHeight() + (lines - 1) * gap;
            Label.paragraph(words, small, language.format(next), new Rect(left + 1, bottom, panel.width() - 1, Frame.HEIGHT - bottom),
                    Align.LEFT, gap, false);
            bottom -= 1;
        }
        table.draw(words, language, new Rect(left, bar + 1, panel.width(), bottom - bar - 1));
    }

    /** Whether the whole table fits in {@code room} rows. */
    private boolean fits(Language language, int room) {
        return table.height(language, room) <= room;
    }
}
