package org.tabula.display.wheel;

import java.util.List;

import org.tabula.display.page.LastMove;
import org.tabula.display.page.Svg;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.GameEvent;
import org.tabula.rules.wheel.WheelCard;
import org.tabula.rules.wheel.WheelColour;
import org.tabula.rules.wheel.WheelEvent;
import org.tabula.rules.wheel.WheelView;

/**
 * Wheel of History on the live page: the circle of 25 places clockwise from the top, each card
 * still in it in its colour, the pawn beside its place (in the gap before place 1 at the start),
 * the colours scored and the ones no longer to be completed in the middle; under it each seat's
 * taken cards in five colour columns, its thrown-away card and its points. The last move is
 * marked: the place it emptied, showing faintly the card taken from it, and where that card went
 * (the colour in the taker's row, or the thrown-away card); a card laid at a table deal, framed.
 */
final class WheelPagePicture {
    private static final double CENTRE_X = Svg.WIDTH / 2.0;
    private static final double CENTRE_Y = 152;
    private static final double RADIUS = 122;
    private static final int PLACES = 25;
    private static final int CARD_WIDTH = 24;
    private static final int CARD_HEIGHT = 32;
    /** A seat's row: its name above its score, its cards of each colour beside them. */
    private static final int ROW = 36;
    private static final int NAMES = 86;
    private static final int COLUMN = 54;

    private WheelPagePicture() {
    }

    static String of(WheelView view, List<GameEvent> latest, Players players, Language language) {
        int seats = view.holdings().size();
        int tableTop = (int) (CENTRE_Y + RADIUS + CARD_HEIGHT / 2.0 + 12);
        Svg svg = new Svg(tableTop + 18 + seats * ROW, language.format(WheelDisplay.TITLES.name()));
        String prompt = view.over() && view.ending() != null ? language.format(WheelTable.ending(view))
                : view.over() ? language.format(Text.of("play.over"))
                : view.toMove() != null ? language.format(players.name(view.toMove())) : "";
        svg.text(0, 16, prompt, 14, Svg.Anchor.START, Svg.INK, true);
        WheelEvent.CardTaken taken = LastMove.event(latest, WheelEvent.CardTaken.class);
        WheelEvent.CardThrownAway thrownNow = LastMove.event(latest, WheelEvent.CardThrownAway.class);
        WheelEvent.CardLaid laid = LastMove.event(latest, WheelEvent.CardLaid.class);
        svg.circle(CENTRE_X, CENTRE_Y, RADIUS, -1, Svg.LINE, 1);
        for (int place = 0; place < PLACES; place++) {
            double angle = angle(place);
            double x = CENTRE_X + RADIUS * Math.cos(angle);
            double y = CENTRE_Y + RADIUS * Math.sin(angle);
            WheelCard card = view.places().get(place);
            if (card == null) {
                svg.place(x - CARD_WIDTH / 2.0, y - CARD_HEIGHT / 2.0, CARD_WIDTH, CARD_HEIGHT);
                if (taken != null && taken.place() == place) {
                    svg.mark(x - CARD_WIDTH / 2.0, y - CARD_HEIGHT / 2.0, CARD_WIDTH, CARD_HEIGHT);
                    svg.text(x, y + 5, Integer.toString(taken.card().value()), 12, Svg.Anchor.MIDDLE, Svg.darker(ink(taken.card().colour())),
                            false);
                }
            } else {
                svg.card(x - CARD_WIDTH / 2.0, y - CARD_HEIGHT / 2.0, CARD_WIDTH, CARD_HEIGHT, Integer.toString(card.value()),
                        ink(card.colour()), laid != null && laid.place() == place);
            }
        }
        double pawnAngle = view.pawn() < 0 ? angle(-0.5) : angle(view.pawn());
        double pawnRadius = RADIUS - CARD_HEIGHT / 2.0 - 12;
        svg.circle(CENTRE_X + pawnRadius * Math.cos(pawnAngle), CENTRE_Y + pawnRadius * Math.sin(pawnAngle), 8, Svg.INK, Svg.PAPER, 2);
        middle(svg, view, language);

        for (int colour = 0; colour < WheelColour.values().length; colour++) {
            WheelColour wheelColour = WheelColour.values()[colour];
            svg.rect(NAMES + colour * COLUMN + 4, tableTop + 4, COLUMN - 8, 8, ink(wheelColour), Svg.INK, 2);
        }
        for (int seat = 0; seat < seats; seat++) {
            double y = tableTop + 18 + seat * ROW;
            boolean toMove = !view.over() && view.toMove() != null && view.toMove() == seat;
            if (toMove) {
                svg.rect(0, y, Svg.WIDTH, ROW - 2, Svg.faded(Svg.FAINT), -1, 3);
            }
            svg.text(4, y + 14, (toMove ? "\u25B6 " : "") + language.format(players.name(seat)), 13, NAMES - 8, Svg.Anchor.START, Svg.INK, true);
            svg.text(NAMES - 6, y + 30, Integer.toString(view.scores().get(seat)), 13, Svg.Anchor.END, Svg.INK, true);
            List<WheelCard> held = view.holdings().get(seat);
            for (int colour = 0; colour < WheelColour.values().length; colour++) {
                WheelColour wheelColour = WheelColour.values()[colour];
                StringBuilder values = new StringBuilder();
                for (WheelCard card : held) {
                    if (card.colour() == wheelColour) {
                        values.append(values.isEmpty() ? "" : " ").append(card.value());
                    }
                }
                if (taken != null && thrownNow == null && taken.seat() == seat && taken.card().colour() == wheelColour) {
                    svg.mark(NAMES + colour * COLUMN + 2, y + 1, COLUMN - 4, ROW - 4);
                }
                svg.text(NAMES + colour * COLUMN + COLUMN / 2.0, y + ROW / 2.0 + 4, values.toString(), 12, Svg.Anchor.MIDDLE,
                        Svg.darker(ink(wheelColour)), true);
            }
            WheelCard thrown = view.thrownAway().isEmpty() ? null : view.thrownAway().get(seat);
            if (thrown != null) {
                if (thrownNow != null && thrownNow.seat() == seat) {
                    svg.mark(Svg.WIDTH - 20, y, 18, 10);
                }
                svg.text(Svg.WIDTH - 2, y + 8, "\u2715" + thrown.value(), 9, Svg.Anchor.END, Svg.darker(ink(thrown.colour())), false);
            }
        }
        return svg.done();
    }

    /** The colours scored (a full disc) and those no longer to be completed (a crossed ring), and the values likewise. */
    private static void middle(Svg svg, WheelView view, Language language) {
        double x = CENTRE_X - 2 * 18;
        for (WheelColour colour : WheelColour.values()) {
            boolean scored = view.scoredColours().contains(colour);
            boolean blocked = view.blockedColours().contains(colour);
            svg.circle(x, CENTRE_Y - 12, 7, scored ? ink(colour) : Svg.PAPER, Svg.darker(ink(colour)), blocked ? 1 : 2);
            if (blocked) {
                svg.line(x - 6, CENTRE_Y - 18, x + 6, CENTRE_Y - 6, Svg.INK, 1.5);
            }
            x += 18;
        }
        if (!view.scoredValues().isEmpty()) {
            StringBuilder values = new StringBuilder();
            view.scoredValues().forEach(value -> values.append(values.isEmpty() ? "" : " ").append(value));
            svg.text(CENTRE_X, CENTRE_Y + 14, language.format(Text.of("wheel.scored", values.toString())), 11, Svg.Anchor.MIDDLE, Svg.INK,
                    false);
        }
        if (!view.blockedValues().isEmpty()) {
            StringBuilder values = new StringBuilder();
            view.blockedValues().forEach(value -> values.append(values.isEmpty() ? "" : " ").append(value));
            svg.text(CENTRE_X, CENTRE_Y + 30, "\u2715 " + values, 11, Svg.Anchor.MIDDLE, Svg.FAINT, false);
        }
    }

    /** Where place {@code place} lies on the circle: place 0 at the top, clockwise. */
    private static double angle(double place) {
        return -Math.PI / 2 + place * 2 * Math.PI / PLACES;
    }

    private static int ink(WheelColour colour) {
        return WheelColours.roman(colour).ink();
    }
}
