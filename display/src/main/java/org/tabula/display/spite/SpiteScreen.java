package org.tabula.display.spite;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import org.tabula.display.font.Font;
import org.tabula.display.font.Fonts;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Rect;
import org.tabula.display.screen.PlayTitle;
import org.tabula.display.screen.Players;
import org.tabula.display.screen.Screen;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Icons;
import org.tabula.display.widget.Label;
import org.tabula.display.widget.Table;
import org.tabula.display.widget.TitleBar;
import org.tabula.rules.Place;
import org.tabula.rules.spite.SpiteCard;
import org.tabula.rules.spite.SpiteView;

/**
 * Spite and Malice in play: the centre piles' tops in boxes (a joker's box lit, showing the rank
 * it stands for) and the stock; then per seat its pay-off top and how many pay-off cards are
 * left, the tops of its discard piles D1-D4, and how many cards it holds, the seat on turn marked,
 * partners on adjacent rows. Hands are never shown: the players hold them.
 *
 * @param view    what the audience may see
 * @param players the seats' names
 */
public record SpiteScreen(SpiteView view, Players players) implements Screen {
    private static final int ROW_TOP = 10;
    private static final int PILE_WIDTH = 15;
    /** Each seat's discard piles, D1 to D4. */
    private static final int DISCARD_PILES = 4;
    /** The widest value of a column: a rank ("10") or a count ("26"). */
    private static final String WIDEST_VALUE = "10";

    /** More seats than this (six, three teams) do not fit under the title and the centre boxes with their headings. */
    private static final int ROOMY_SEATS = 4;

    @Override
    public void draw(Canvas canvas, Language language) {
        if (crowded()) {
            drawCrowded(canvas, language);
            return;
        }
        PlayTitle.draw(canvas, language, SpiteDisplay.TITLES.shortName(), PlayTitle.turn(players, view.over() ? -1 : view.toMove()));
        drawCentre(canvas, language);
        table(language.fonts().small(), language).draw(canvas, language, tableArea(tableTop(language)));
    }

    /** Six seats: whether the centre goes into the title bar and the rows into the Latin font, so the headings stay. */
    boolean crowded() {
        return view.payoffTops().size() > ROOMY_SEATS;
    }

    /**
     * Six seats: the title bar carries the centre piles' ranks and the stock (the arrow in the
     * table marks the seat on turn), the headings keep their line, and the rows, figures and seat
     * letters only, take the Latin font, whose lines are a row shorter than Japanese's.
     */
    private void drawCrowded(Canvas canvas, Language language) {
        int top = PlayTitle.draw(canvas, language, centreLine(language), Text.of("spite.stock", view.stock()));
        table(language.fonts().small(), language).draw(canvas, language, tableArea(top), rowFont(language));
    }

    /** Where the table goes, below the first row {@code top} the title and the centre leave. */
    static Rect tableArea(int top) {
        return new Rect(0, top, Frame.WIDTH, Frame.HEIGHT - top);
    }

    /**
     * The rows' font: the Latin small font when {@link #crowded()}, else the language's; and the
     * language's where a person seated has a name in a script the Latin font lacks (kana).
     */
    Font rowFont(Language language) {
        return crowded() && latinNames(language) ? Fonts.latin().small() : language.fonts().small();
    }

    private boolean latinNames(Language language) {
        return IntStream.range(0, players.count()).noneMatch(seat -> Fonts.fillsLine(language.format(players.narrowName(seat))));
    }

    /** The first row below the title bar and the centre piles. */
    int tableTop(Language language) {
        return crowded() ? TitleBar.height(language.fonts().small()) : ROW_TOP + language.fonts().medium().lineHeight() + 1;
    }

    /** The centre piles' ranks for the title bar, as many as leave room for the stock, the rest counted. */
    private Text centreLine(Language language) {
        List<SpiteView.CentrePile> piles = view.centre();
        if (piles.isEmpty()) {
            return Text.of("spite.noCentre");
        }
        Font small = language.fonts().small();
        int room = Frame.WIDTH - 4 - small.width(" ") - small.width(language.format(Text.of("spite.stock", view.stock())));
        List<String> ranks = new ArrayList<>();
        for (SpiteView.CentrePile pile : piles) {
            ranks.add(SpiteCards.rankName(pile.rank()));
        }
        int shown = ranks.size();
        while (shown > 0 && small.width(line(ranks, shown, language)) > room) {
            shown--;
        }
        return Text.plain(line(ranks, shown, language));
    }

    private static String line(List<String> ranks, int shown, Language language) {
        String line = String.join(" ", ranks.subList(0, shown));
        return shown < ranks.size() ? line + " " + language.format(Text.of("spite.morePiles", ranks.size() - shown)) : line;
    }

    /** The open centre piles as boxes, as many as fit before the stock count; the rest counted. */
    private void drawCentre(Canvas canvas, Language language) {
        Font medium = language.fonts().medium();
        Font small = language.fonts().small();
        String stock = language.format("spite.stock", view.stock());
        int stockWidth = small.width(stock);
        int smallTop = ROW_TOP + medium.ascent() - small.ascent();
        Label.line(canvas, small, stock, new Rect(Frame.WIDTH - stockWidth, smallTop, stockWidth, small.lineHeight()), Align.RIGHT, true);
        List<SpiteView.CentrePile> piles = view.centre();
        if (piles.isEmpty()) {
            Label.line(canvas, small, language.format("spite.noCentre"), new Rect(1, smallTop, Frame.WIDTH - stockWidth - 3, small.lineHeight()),
                    Align.LEFT, true);
            return;
        }
        int room = Frame.WIDTH - stockWidth - 3;
        int fits = Math.max(1, (room + 2) / (PILE_WIDTH + 2));
        int shown = piles.size() <= fits ? piles.size() : fits - 1;
        for (int i = 0; i < shown; i++) {
            SpiteView.CentrePile pile = piles.get(i);
            boolean joker = pile.top().isJoker();
            Rect box = new Rect(i * (PILE_WIDTH + 2), ROW_TOP, PILE_WIDTH, medium.lineHeight());
            if (joker) {
                canvas.fill(box, true);
            } else {
                canvas.box(box);
            }
            Label.line(canvas, medium, SpiteCards.rankName(pile.rank()), new Rect(box.x() + 1, ROW_TOP, box.width() - 2, medium.lineHeight()),
                    Align.CENTER, !joker);
        }
        if (shown < piles.size()) {
            Label.line(canvas, small, language.format("spite.morePiles", piles.size() - shown),
                    new Rect(shown * (PILE_WIDTH + 2), smallTop, PILE_WIDTH + 2, small.lineHeight()), Align.LEFT, true);
        }
    }

    /**
     * Per seat: pay-off top and count, discard tops, hand size; the seat on turn marked. Each
     * number column is as wide as its heading in this language or its widest value, whichever is
     * wider, so the seats' names keep the rest.
     */
    Table table(Font small, Language language) {
        List<Table.Column> columns = new ArrayList<>(List.of(
                new Table.Column(Text.plain(""), 0, Align.LEFT),
                column(Text.of("spite.payoff"), small, language),
                column(Text.of("spite.payoffCount"), small, language).givingWay(2)));
        for (int pile = 0; pile < DISCARD_PILES; pile++) {
            columns.add(column(Text.of("spite.discard", Place.of(pile)), small, language));
        }
        // A person's name takes the room it needs: the hand's count, then the pay-off's, give way.
        columns.add(column(Text.of("spite.hand"), small, language).givingWay(1));
        List<Table.Line> rows = new ArrayList<>();
        for (int seat : rowOrder(view.payoffTops().size())) {
            List<Text> cells = new ArrayList<>(List.of(players.narrowName(seat), Text.plain(SpiteCards.rank(view.payoffTops().get(seat))),
                    Text.number(view.payoffCounts().get(seat))));
            for (List<SpiteCard> pile : view.discards().get(seat)) {
                cells.add(Text.plain(SpiteCards.rank(SpiteCards.top(pile))));
            }
            cells.add(Text.number(view.handCounts().get(seat)));
            rows.add(new Table.Line(cells, !view.over() && view.toMove() == seat ? Icons.TURN : null));
        }
        return new Table(columns, rows);
    }

    /**
     * The seats top to bottom: partners together (A1, A2, B1, B2...), so the table shows the
     * teams; partners sit opposite, so seat s is in team s mod teams (the seat names' model).
     */
    static List<Integer> rowOrder(int seats) {
        int teams = seats > 2 ? seats / 2 : seats;
        List<Integer> order = new ArrayList<>();
        for (int team = 0; team < teams; team++) {
            for (int seat = team; seat < seats; seat += teams) {
                order.add(seat);
            }
        }
        return order;
    }

    private static Table.Column column(Text heading, Font small, Language language) {
        return new Table.Column(heading, Math.max(small.width(language.format(heading)), small.width(WIDEST_VALUE)) + 1, Align.RIGHT);
    }
}
