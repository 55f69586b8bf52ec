package org.tabula.display.senator;

import java.util.List;

import org.tabula.display.font.Font;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Rect;
import org.tabula.display.screen.EndScreen;
import org.tabula.display.screen.Players;
import org.tabula.display.screen.Screen;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Icons;
import org.tabula.display.widget.Label;
import org.tabula.display.widget.Row;
import org.tabula.display.widget.TitleBar;
import org.tabula.rules.GameEvent;
import org.tabula.rules.senator.SenatorEvent;
import org.tabula.rules.senator.SenatorMove;
import org.tabula.rules.senator.SenatorView;

/**
 * Senator in play: the board in miniature on the left, the square the last move filled marked;
 * on the right each seat in its card style with its Senate total (hidden in the hidden game), the
 * seat to move marked, the mover's cards when the audience may see them, and what to do.
 *
 * @param view    what the audience may see (in the hidden game: only which squares are taken)
 * @param latest  the events of the last move, to mark the square it filled
 * @param players the seats' names
 */
public record SenatorScreen(SenatorView view, List<GameEvent> latest, Players players) implements Screen {
    private static final int PANEL_LEFT = SenatorBoardPicture.SIZE + 3;
    private static final int SWATCH = 7;

    public SenatorScreen {
        latest = List.copyOf(latest);
    }

    /** A notice covers the panel's rows and leaves the board, which it is about, in view. */
    @Override
    public Rect noticeArea() {
        return new Rect(PANEL_LEFT, 0, Frame.WIDTH - PANEL_LEFT, Frame.HEIGHT);
    }

    @Override
    public void draw(Canvas canvas, Language language) {
        Font small = language.fonts().small();
        new SenatorBoardPicture(view.board(), lastSquare()).draw(canvas, language);
        Canvas panel = canvas.clipped(new Rect(PANEL_LEFT, 0, Frame.WIDTH - PANEL_LEFT, Frame.HEIGHT));
        int width = Frame.WIDTH - PANEL_LEFT;
        panel.fill(new Rect(PANEL_LEFT, 0, width, TitleBar.height(small)), true);
        Label.line(panel, small, language.format(SenatorDisplay.TITLES.shortName()), new Rect(PANEL_LEFT + 2, 1, width - 3, small.lineHeight()),
                Align.LEFT, false);
        int y = TitleBar.height(small) + 2;
        for (int seat = 0; seat < view.players(); seat++) {
            drawSeat(panel, language, seat, y, width);
            y += small.lineHeight() + 2;
        }
        List<Integer> hand = moversHand();
        if (hand != null && !hand.isEmpty()) {
            List<String> values = hand.stream().map(String::valueOf).toList();
            int half = values.size() > 6 ? (values.size() + 1) / 2 : values.size();
            Row.draw(panel, small, values.subList(0, half), new Rect(PANEL_LEFT + 1, y, width - 1, small.lineHeight()), Align.LEFT);
            y += small.lineHeight() + 1;
            if (half < values.size()) {
                Row.draw(panel, small, values.subList(half, values.size()), new Rect(PANEL_LEFT + 1, y, width - 1, small.lineHeight()),
                        Align.LEFT);
                y += small.lineHeight() + 1;
            }
        }
        // Up to two lines at the bottom, below the hand: three seats and a hand in two rows leave no room, and the turn mark says it.
        int top = Math.max(y, Frame.HEIGHT - 2 * small.lineHeight() - 1);
        if (Frame.HEIGHT - top >= small.lineHeight()) {
            Label.paragraph(panel, small, language.format(whatNow()), new Rect(PANEL_LEFT + 1, top, width - 1, Frame.HEIGHT - top),
                    Align.LEFT, 1, false);
        }
    }

    /** A seat's line: its card style, the turn mark, its name and its Senate total. */
    private void drawSeat(Canvas canvas, Language language, int seat, int y, int width) {
        Font small = language.fonts().small();
        Rect swatch = new Rect(PANEL_LEFT + 1, y, SWATCH, SWATCH);
        canvas.box(swatch);
        SenatorBoardPicture.swatch(canvas, seat, swatch.inset(1));
        int x = swatch.right() + 2;
        if (!view.over() && view.toMove() == seat) {
            canvas.icon(Icons.TURN, x, y + 1, true);
        }
        x += Icons.TURN.width() + 2;
        String total = view.scores() == null ? "?" : Integer.toString(view.scores().get(seat));
        int totalWidth = small.width("999");
        Label.line(canvas, small, total, new Rect(PANEL_LEFT + width - totalWidth - 1, y, totalWidth, small.lineHeight()), Align.RIGHT, true);
        int nameRight = PANEL_LEFT + width - totalWidth - 3;
        Label.line(canvas, small, players.fitted(language, small, seat, nameRight - x), new Rect(x, y, nameRight - x, small.lineHeight()),
                Align.LEFT, true);
    }

    /** The square the last move put a card or the banner on, or null. */
    private SenatorMove.Square lastSquare() {
        for (GameEvent event : latest) {
            if (event instanceof SenatorEvent.CardPushed pushed) {
                return pushed.square();
            }
            if (event instanceof SenatorEvent.BannerPlaced placed) {
                return placed.square();
            }
        }
        return null;
    }

    /** The mover's remaining values, if the audience may see them: public hands, or the audience's own. */
    private List<Integer> moversHand() {
        if (view.over() || view.toMove() < 0 || view.phase() == SenatorView.Phase.BANNER) {
            return null;
        }
        if (view.hands() != null) {
            return view.hands().get(view.toMove());
        }
        return view.audience() == view.toMove() ? view.ownHand() : null;
    }

    private Text whatNow() {
        if (view.over()) {
            return EndScreen.winners(players, SenatorEnd.winners(view));
        }
        return view.phase() == SenatorView.Phase.BANNER ? Text.of("senator.placeBanner") : Text.of("senator.push");
    }
}
