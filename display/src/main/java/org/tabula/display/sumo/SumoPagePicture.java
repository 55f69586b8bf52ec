package org.tabula.display.sumo;

import java.util.List;

import org.tabula.display.page.Svg;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.GameEvent;
import org.tabula.rules.sumo.SumoView;

/**
 * Sumo on the live page: the ring with its squares and the piece, each wrestler at the edge they
 * defend, the cards played round by round (a card chosen this round face down, but the looking
 * seat's own), and the cards each still holds.
 */
final class SumoPagePicture {
    private static final int RING_LEFT = 20;
    private static final int RING_TOP = 30;
    private static final int SQUARE_HEIGHT = 30;
    private static final int TABLE_TOP = 118;
    private static final int ROW = 48;
    /** Where the cards begin, after the wrestlers' names. */
    private static final int NAMES = 100;
    private static final int COLUMN = 38;

    private SumoPagePicture() {
    }

    static String of(SumoView view, List<GameEvent> latest, Players players, Language language) {
        int squares = 2 * view.reach() + 1;
        int rows = 2;
        int handsTop = TABLE_TOP + 18 + rows * ROW + 10;
        Svg svg = new Svg(handsTop + 18 + rows * ROW, language.format(SumoDisplay.TITLES.name()));
        int shownRound = Math.min(view.round() + 1, view.rounds());
        svg.text(0, 16, language.format(view.over() ? Text.of("play.over") : Text.of("sumo.round", shownRound, view.rounds())), 14,
                Svg.Anchor.START, Svg.INK, true);
        double pitch = (Svg.WIDTH - 2.0 * RING_LEFT) / squares;
        for (int square = 0; square < squares; square++) {
            boolean middle = square == view.reach();
            int fill = square < view.reach() ? Svg.faded(Svg.seatInk(0)) : square > view.reach() ? Svg.faded(Svg.seatInk(1)) : 0xF2EBD3;
            svg.rect(RING_LEFT + square * pitch, RING_TOP, pitch, SQUARE_HEIGHT, fill, middle ? Svg.INK : Svg.LINE, 0);
        }
        svg.line(RING_LEFT, RING_TOP - 4, RING_LEFT, RING_TOP + SQUARE_HEIGHT + 4, Svg.seatInk(0), 3);
        svg.line(Svg.WIDTH - RING_LEFT, RING_TOP - 4, Svg.WIDTH - RING_LEFT, RING_TOP + SQUARE_HEIGHT + 4, Svg.seatInk(1), 3);
        int at = Math.max(0, Math.min(squares - 1, view.position() + view.reach()));
        svg.circle(RING_LEFT + (at + 0.5) * pitch, RING_TOP + SQUARE_HEIGHT / 2.0, Math.min(pitch, SQUARE_HEIGHT) * 0.42, Svg.INK, Svg.PAPER, 2);
        // Each wrestler's name under their edge, a third of the ring each, the piece's square between them.
        double third = (Svg.WIDTH - 2.0 * RING_LEFT) / 3;
        svg.text(RING_LEFT, RING_TOP + SQUARE_HEIGHT + 20, language.format(players.name(0)), 14, third, Svg.Anchor.START, Svg.darker(Svg.seatInk(0)),
                true);
        svg.text(Svg.WIDTH - RING_LEFT, RING_TOP + SQUARE_HEIGHT + 20, language.format(players.name(1)), 14, third, Svg.Anchor.END,
                Svg.darker(Svg.seatInk(1)), true);
        String where = view.position() == 0 ? language.format(Text.of("sumo.middle"))
                : language.format(Text.of("sumo.square", players.seat(view.position() < 0 ? 0 : 1), Math.abs(view.position())));
        svg.text(Svg.WIDTH / 2.0, RING_TOP + SQUARE_HEIGHT + 20, where, 12, Svg.Anchor.MIDDLE, Svg.FAINT, false);

        for (int round = 0; round < view.rounds(); round++) {
            svg.text(NAMES + round * COLUMN + Svg.CARD_WIDTH / 2.0, TABLE_TOP + 12, language.format(Text.of("sumo.roundColumn", round + 1)), 11,
                    Svg.Anchor.MIDDLE, Svg.FAINT, false);
        }
        for (int seat = 0; seat < rows; seat++) {
            double top = TABLE_TOP + 18 + seat * ROW;
            svg.text(0, top + 26, language.format(players.name(seat)), 13, NAMES - 4, Svg.Anchor.START, Svg.darker(Svg.seatInk(seat)), true);
            for (int round = 0; round < view.rounds(); round++) {
                double x = NAMES + round * COLUMN;
                if (round < view.played().size()) {
                    int card = view.played().get(round).get(seat);
                    svg.card(x, top, Integer.toString(card), Svg.seatInk(seat), round == view.played().size() - 1);
                } else if (round == view.round() && view.chosen().get(seat)) {
                    if (seat == view.audience() && view.ownChoice() != null) {
                        svg.card(x, top, Integer.toString(view.ownChoice()), Svg.seatInk(seat), false);
                    } else {
                        svg.back(x, top);
                    }
                } else {
                    svg.place(x, top, Svg.CARD_WIDTH, Svg.CARD_HEIGHT);
                }
            }
        }
        svg.text(0, handsTop + 12, language.format(Text.of("page.sumo.cardsLeft")), 12, Svg.Anchor.START, Svg.FAINT, false);
        for (int seat = 0; seat < rows; seat++) {
            double top = handsTop + 18 + seat * ROW;
            svg.text(0, top + 26, language.format(players.name(seat)), 13, NAMES - 4, Svg.Anchor.START, Svg.darker(Svg.seatInk(seat)), true);
            List<Integer> hand = view.hands().get(seat);
            for (int i = 0; i < hand.size(); i++) {
                boolean chosenHere = seat == view.audience() && view.ownChoice() != null && hand.get(i).equals(view.ownChoice());
                svg.card(NAMES + i * COLUMN, top, Integer.toString(hand.get(i)), Svg.seatInk(seat), chosenHere);
            }
        }
        return svg.done();
    }

}
