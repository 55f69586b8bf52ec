package org.tabula.display.sumo;

import java.util.List;

import org.tabula.display.font.Font;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Rect;
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
import org.tabula.rules.sumo.SumoEvent;
import org.tabula.rules.sumo.SumoView;

/**
 * Sumo in play: the ring with the piece, East on the left as on the LED strip, each side's name
 * with whether it has chosen this round and the cards it has left, what the last round did, and
 * what to do now. The card a seat has chosen is never shown, except to that seat's own view.
 *
 * @param view    what the audience may see
 * @param latest  the events of the last move, to say what it did (may be empty)
 * @param players the seats' names and bots
 */
public record SumoScreen(SumoView view, List<GameEvent> latest, Players players) implements Screen {
    private static final int RING_TOP = 12;
    private static final int RING_HEIGHT = 7;
    private static final int SIDE_TOP = 23;

    public SumoScreen {
        latest = List.copyOf(latest);
    }

    @Override
    public void draw(Canvas canvas, Language language) {
        Font small = language.fonts().small();
        Font medium = language.fonts().medium();
        String round = view.over() ? language.format("play.over")
                : language.format("sumo.round", Math.min(view.round() + 1, view.rounds()), view.rounds());
        TitleBar.draw(canvas, small, language.format(SumoDisplay.TITLES.name()), round);
        new SumoRingPicture(view.reach(), view.position()).draw(canvas, new Rect(0, RING_TOP, Frame.WIDTH, RING_HEIGHT));
        drawSide(canvas, language, 0, new Rect(0, SIDE_TOP, Frame.WIDTH / 2 - 1, 19), Align.LEFT);
        drawSide(canvas, language, 1, new Rect(Frame.WIDTH / 2 + 1, SIDE_TOP, Frame.WIDTH / 2 - 1, 19), Align.RIGHT);
        canvas.dottedHline(0, Frame.WIDTH - 1, 43);
        Label.line(canvas, small, language.format(whatHappened()), new Rect(1, 45, Frame.WIDTH - 2, small.lineHeight()), Align.CENTER, true);
        // Too wide for the medium font (a person's name where the seat's is short), the line takes the small one whole.
        Label.line(canvas, List.of(medium, small), language.format(whatNow()), new Rect(1, 54, Frame.WIDTH - 2, medium.lineHeight()), Align.CENTER);
    }

    /** One side: its name with a bot mark and its choice this round, then the cards it has left. */
    private void drawSide(Canvas canvas, Language language, int seat, Rect area, Align align) {
        Font small = language.fonts().small();
        Font medium = language.fonts().medium();
        String name = language.format(players.name(seat));
        int nameWidth = Math.min(medium.width(name), area.width() - 16);
        int nameX = align.start(area.x(), area.width(), nameWidth);
        Label.line(canvas, medium, name, new Rect(nameX, area.y(), nameWidth, medium.lineHeight()), Align.LEFT, true);
        int markX = align == Align.LEFT ? nameX + nameWidth + 3 : nameX - 3;
        int iconTop = area.y() + 1;
        if (players.isBot(seat)) {
            int x = align == Align.LEFT ? markX : markX - Icons.BOT.width();
            canvas.icon(Icons.BOT, x, iconTop + 1, true);
            markX = align == Align.LEFT ? markX + Icons.BOT.width() + 3 : markX - Icons.BOT.width() - 3;
        }
        if (!view.over()) {
            String own = seat == view.audience() && view.ownChoice() != null ? Integer.toString(view.ownChoice()) : "";
            drawChoiceMark(canvas, medium, view.chosen().get(seat), own, markX, iconTop, align);
        }
        List<String> cards = view.hands().get(seat).stream().map(String::valueOf).toList();
        Rect row = new Rect(area.x(), area.y() + 12, area.width(), small.lineHeight());
        if (cards.isEmpty()) {
            Label.line(canvas, small, language.format("sumo.noCards"), row, align, true);
        } else {
            Row.draw(canvas, small, cards, row, align);
        }
    }

    /** A face-down card once the seat has chosen (with the card itself only for its own view), an hourglass before. */
    private static void drawChoiceMark(Canvas canvas, Font font, boolean chosen, String own, int x, int top, Align align) {
        if (!chosen) {
            canvas.icon(Icons.HOURGLASS, align == Align.LEFT ? x : x - Icons.HOURGLASS.width(), top + 1, true);
            return;
        }
        int width = own.isEmpty() ? Icons.CARD_BACK.width() : font.width(own) + 3;
        int left = align == Align.LEFT ? x : x - width;
        if (own.isEmpty()) {
            canvas.icon(Icons.CARD_BACK, left, top + 1, true);
        } else {
            canvas.fill(new Rect(left, top - 1, width, font.lineHeight()), true);
            canvas.text(font, left + 2, top - 1, own, false);
        }
    }

    /** The last round's cards, and what they did when the latest move revealed them. */
    private Text whatHappened() {
        if (view.played().isEmpty()) {
            return Text.of("sumo.firstRound");
        }
        List<Integer> last = view.played().get(view.played().size() - 1);
        Text cards = Text.of("sumo.cards", last.get(0), last.get(1));
        for (GameEvent event : latest) {
            if (event instanceof SumoEvent.Pushed pushed) {
                return Text.of("sumo.pushed", cards, players.seat(pushed.pusher()), pushed.squares());
            }
            if (event instanceof SumoEvent.Standoff) {
                return Text.of("sumo.standoff", cards);
            }
        }
        return Text.of("sumo.lastRound", cards);
    }

    /** Who must choose now, or how the game ended. */
    private Text whatNow() {
        if (view.over()) {
            return outcome(view, players);
        }
        boolean east = view.chosen().get(0);
        boolean west = view.chosen().get(1);
        if (!east && !west) {
            return Text.of("sumo.chooseBoth");
        }
        return Text.of("sumo.chooseOne", players.seat(east ? 1 : 0));
    }

    /** How a finished game ended: a side pushed out, a side left on its own half, or a draw. */
    static Text outcome(SumoView view, Players players) {
        int winner = view.scores().indexOf(1);
        if (winner < 0) {
            return Text.of("sumo.draw");
        }
        boolean out = Math.abs(view.position()) > view.reach();
        if (out) {
            return Text.of("sumo.wonOut", players.seat(winner));
        }
        // Where the piece stopped: on the loser's side, so many squares from the middle.
        return Text.of("sumo.wonSide", players.seat(winner), Text.of("sumo.square", players.seat(1 - winner), Math.abs(view.position())));
    }
}
