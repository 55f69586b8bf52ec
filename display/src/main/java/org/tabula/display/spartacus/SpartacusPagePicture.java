package org.tabula.display.spartacus;

import java.util.List;

import org.tabula.display.page.Svg;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.GameEvent;
import org.tabula.rules.spartacus.Play;
import org.tabula.rules.spartacus.SpartacusCard;
import org.tabula.rules.spartacus.SpartacusView;

/**
 * Spartacus on the live page: what the trick asks for, its cards in their families' colours with
 * who played each (a seat's short name, a person seated there by their whole name; the lowest,
 * which the next card must go below, marked), each seat's cards left, tricks won and points, and
 * the looking seat's hand.
 */
final class SpartacusPagePicture {
    private static final int PITCH = 34;
    private static final int PER_ROW = 10;
    private static final int TRICK_ROW = 58;
    private static final int SEAT_ROW = 22;

    private SpartacusPagePicture() {
    }

    static String of(SpartacusView view, List<GameEvent> latest, Players players, Language language) {
        int seats = view.cardsLeft().size();
        int trickRows = Math.max(1, (view.trick().size() + PER_ROW - 1) / PER_ROW);
        int tableTop = 44 + trickRows * TRICK_ROW;
        int handTop = tableTop + 20 + seats * SEAT_ROW + 12;
        boolean hand = view.hand() != null && !view.hand().isEmpty();
        int handRows = hand ? (view.hand().size() + PER_ROW - 1) / PER_ROW : 0;
        Svg svg = new Svg(handTop + (hand ? 20 + handRows * (Svg.CARD_HEIGHT + 6) : 0), language.format(SpartacusDisplay.TITLES.name()));
        svg.text(0, 16, language.format(prompt(view, players)), 14, Svg.Anchor.START, Svg.INK, true);
        svg.text(0, 38, language.format(Text.of("spartacus.trick")), 12, Svg.Anchor.START, Svg.FAINT, false);
        if (view.trick().isEmpty()) {
            svg.place(2, 44, Svg.CARD_WIDTH, Svg.CARD_HEIGHT);
        }
        for (int i = 0; i < view.trick().size(); i++) {
            Play play = view.trick().get(i);
            double x = 2 + (i % PER_ROW) * PITCH;
            double y = 44 + (i / PER_ROW) * TRICK_ROW;
            boolean lowest = !play.card().isBanner() && view.lowest() != null && play.card().number() == view.lowest();
            svg.card(x, y, play.card().notation(), Svg.seatInk(play.seat()), lowest);
            // Under its card, who played it: a person by their whole name, as the page names people, kept to the card's pitch.
            svg.text(x + Svg.CARD_WIDTH / 2.0, y + Svg.CARD_HEIGHT + 12, language.format(players.narrowName(play.seat())), 10, PITCH - 2,
                    Svg.Anchor.MIDDLE, Svg.darker(Svg.seatInk(play.seat())), false);
        }
        int[] columns = {150, 210, 270, 330};
        String[] heads = {"spartacus.left", "spartacus.won", "spartacus.points"};
        for (int c = 0; c < heads.length; c++) {
            svg.text(columns[c], tableTop + 12, language.format(Text.of(heads[c])), 11, Svg.Anchor.END, Svg.FAINT, false);
        }
        for (int seat = 0; seat < seats; seat++) {
            double y = tableTop + 20 + seat * SEAT_ROW;
            boolean toMove = !view.over() && view.toMove() == seat;
            if (toMove) {
                svg.rect(0, y, Svg.WIDTH, SEAT_ROW - 2, Svg.faded(Svg.seatInk(seat)), -1, 3);
            }
            svg.text(4, y + 15, (toMove ? "\u25B6 " : "") + language.format(players.name(seat)), 13, Svg.Anchor.START,
                    Svg.darker(Svg.seatInk(seat)), true);
            if (view.passed().contains(seat)) {
                svg.text(columns[0] - 40, y + 15, language.format(Text.of("spartacus.passed")), 11, Svg.Anchor.END, Svg.FAINT, false);
            }
            svg.text(columns[0], y + 15, Integer.toString(view.cardsLeft().get(seat)), 13, Svg.Anchor.END, Svg.INK, false);
            svg.text(columns[1], y + 15, Integer.toString(view.won().get(seat).size()), 13, Svg.Anchor.END, Svg.INK, false);
            svg.text(columns[2], y + 15, Integer.toString(view.scores().get(seat)), 13, Svg.Anchor.END, Svg.INK, true);
        }
        if (hand) {
            svg.text(0, handTop + 12, language.format(Text.of("spartacus.hand")), 12, Svg.Anchor.START, Svg.FAINT, false);
            List<SpartacusCard> cards = view.hand();
            for (int i = 0; i < cards.size(); i++) {
                svg.card((i % PER_ROW) * PITCH, handTop + 20 + (i / PER_ROW) * (Svg.CARD_HEIGHT + 6), cards.get(i).notation(),
                        Svg.seatInk(view.audience()), false);
            }
        }
        return svg.done();
    }

    /** What the trick asks of the seat to play, as the box's screen says it. */
    private static Text prompt(SpartacusView view, Players players) {
        if (view.over()) {
            return Text.of("play.over");
        }
        if (view.trick().isEmpty()) {
            return Text.of("spartacus.leads", players.seat(view.toMove()));
        }
        if (view.lowest() == null || view.taker() == null) {
            return Text.of("spartacus.anyCard");
        }
        return Text.of("spartacus.below", view.lowest(), players.seat(view.taker()));
    }
}
