package org.tabula.display.spartacus;

import java.util.ArrayList;
import java.util.List;

import org.tabula.display.font.Font;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Rect;
import org.tabula.display.screen.EndScreen;
import org.tabula.display.screen.PlayTitle;
import org.tabula.display.screen.Players;
import org.tabula.display.screen.Screen;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Icons;
import org.tabula.display.widget.Label;
import org.tabula.display.widget.Table;
import org.tabula.rules.GameEvent;
import org.tabula.rules.Seat;
import org.tabula.rules.spartacus.SpartacusEvent;
import org.tabula.rules.spartacus.SpartacusView;
import org.tabula.rules.spartacus.TrickReckoning;

/**
 * Spartacus in play: whose turn it is and what they may play (go below the lowest card, or
 * pass), or who took the trick just settled; then a row per seat with its cards in the open
 * trick (or that it passed), the cards it has left, its tricks and points, the seat to move
 * marked. Hands are never shown: the players hold the cards. With five seats what may be played
 * takes the title bar, so that the rows keep a blank row between them (kanji closed up run together).
 *
 * @param view    what the audience may see
 * @param latest  the events of the last move, to say who took a trick
 * @param players the seats' names
 */
public record SpartacusScreen(SpartacusView view, List<GameEvent> latest, Players players) implements Screen {
    private static final int INFO_TOP = 10;
    /** The trick column: three cards ("10 1 B") and its heading. */
    private static final int TRICK_WIDTH = 30;
    /** The points column: three digits and its heading, narrow enough that five seats' longest names ("Green") keep a space before their cards. */
    private static final int POINTS_WIDTH = 17;

    public SpartacusScreen {
        latest = List.copyOf(latest);
    }

    @Override
    public void draw(Canvas canvas, Language language) {
        if (crowded()) {
            // Five seats: what may be played takes the title bar (the arrow in the table marks the seat to move), so the rows keep a blank row between them.
            Text info = info();
            if (language.fonts().small().width(language.format(info)) > Frame.WIDTH - 4 && view.lowest() != null && info.equals(below())) {
                // A person's name can make "Below 10 (Bartho) or pass" too long for the title bar; the
                // table's trick column shows who played the lowest card, so the line can leave them out.
                info = Text.of("spartacus.belowAny", view.lowest());
            }
            int top = PlayTitle.draw(canvas, language, info, Text.plain("")) + 1;
            table().draw(canvas, language, new Rect(0, top, Frame.WIDTH, Frame.HEIGHT - top));
            return;
        }
        PlayTitle.draw(canvas, language, SpartacusDisplay.TITLES.shortName(), PlayTitle.turn(players, view.over() ? -1 : view.toMove()));
        Font medium = language.fonts().medium();
        Label.line(canvas, List.of(medium, language.fonts().small()), language.format(info()),
                new Rect(0, INFO_TOP, Frame.WIDTH, medium.lineHeight()), Align.CENTER);
        int top = INFO_TOP + medium.lineHeight() + 1;
        table().draw(canvas, language, new Rect(0, top, Frame.WIDTH, Frame.HEIGHT - top));
    }

    /** Five seats and more: under a line of its own the table's rows would have to close up. */
    private boolean crowded() {
        return view.cardsLeft().size() >= 5;
    }

    /** Who took the trick just settled, how the game ended, or what the seat to move may do. */
    private Text info() {
        for (GameEvent event : latest) {
            if (event instanceof SpartacusEvent.TrickSettled settled && settled.trick().winner() != null) {
                return took(players.seat(settled.trick().winner()), settled.reckoning());
            }
        }
        if (view.over()) {
            return EndScreen.winners(players, SpartacusEnd.winners(view));
        }
        if (view.trick().isEmpty()) {
            return Text.of("spartacus.leads", players.seat(view.toMove()));
        }
        if (view.lowest() == null) {
            return Text.of("spartacus.anyCard");
        }
        return below();
    }

    /** "Below 10 (Blue) or pass": the card to go below, and who played it. */
    private Text below() {
        return Text.of("spartacus.below", view.lowest(), players.seat(view.taker()));
    }

    /** "Red took 11 x 4 = 44": the taker and how the trick's worth was reached, from the rules' numbers. */
    private static Text took(Seat taker, TrickReckoning reckoning) {
        if (reckoning.factor() > 1) {
            return Text.of("spartacus.tookDoubled", taker, reckoning.numbers(), reckoning.factor(), reckoning.worth());
        }
        if (reckoning.penalty() > 0) {
            return Text.of("spartacus.tookLessJokers", taker, reckoning.worthless() ? 0 : reckoning.numbers(), reckoning.penalty(), reckoning.worth());
        }
        if (reckoning.worthless()) {
            return Text.of("spartacus.tookWorthless", taker);
        }
        return Text.of("spartacus.took", taker, reckoning.worth());
    }

    /** One row per seat: its cards in the open trick, cards left, tricks won, points; the mover marked. */
    Table table() {
        List<Table.Column> columns = List.of(
                new Table.Column(Text.plain(""), 0, Align.LEFT),
                new Table.Column(Text.of("spartacus.trick"), TRICK_WIDTH, Align.LEFT),
                new Table.Column(Text.of("spartacus.left"), 20, Align.RIGHT),
                new Table.Column(Text.of("spartacus.won"), 16, Align.RIGHT),
                new Table.Column(Text.of("spartacus.points"), POINTS_WIDTH, Align.RIGHT));
        List<Table.Line> rows = new ArrayList<>();
        for (int seat = 0; seat < view.cardsLeft().size(); seat++) {
            List<Text> cells = List.of(players.narrowName(seat), trickCell(seat), Text.number(view.cardsLeft().get(seat)),
                    Text.number(view.won().get(seat).size()), Text.number(view.scores().get(seat)));
            rows.add(new Table.Line(cells, !view.over() && view.toMove() == seat ? Icons.TURN : null));
        }
        return new Table(columns, rows);
    }

    /** The seat's cards in the open trick in play order, or that it passed. */
    private Text trickCell(int seat) {
        if (view.passed().contains(seat)) {
            return Text.of("spartacus.passed");
        }
        List<String> cards = view.trick().stream().filter(play -> play.seat() == seat).map(play -> play.card().notation()).toList();
        return Text.plain(String.join(" ", cards));
    }
}
