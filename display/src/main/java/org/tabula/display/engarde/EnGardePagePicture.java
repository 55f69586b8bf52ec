package org.tabula.display.engarde;

import java.util.List;

import org.tabula.display.page.LastMove;
import org.tabula.display.page.Svg;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.GameEvent;
import org.tabula.rules.engarde.EnGardeEvent;
import org.tabula.rules.engarde.EnGardeView;

/**
 * En Garde on the live page: the bout and what the fencer to move must do (as the box's screen
 * says it), the piste's 23 squares with both fencers on theirs, each fencer's bouts won and cards
 * held, the distance and the pack, how many of each card this bout has played, and the looking
 * seat's hand. The last move is marked, and said as the box's screen says it: a fencer's step (its
 * square before traced, an arrow to where it stands), an attack (the attacker framed, an arrow to
 * the fencer attacked), a parry (the parrying fencer framed).
 */
final class EnGardePagePicture {
    private static final int PISTE_LEFT = 10;
    private static final int PISTE_TOP = 66;
    private static final int SQUARE_HEIGHT = 26;
    private static final int FENCERS_TOP = 126;
    private static final int ROW = 26;
    private static final int VALUES = 5;
    private static final int CARDS_OF_A_VALUE = 5;

    private EnGardePagePicture() {
    }

    static String of(EnGardeView view, List<GameEvent> latest, Players players, Language language) {
        int playedTop = FENCERS_TOP + 2 * ROW + 28;
        int handTop = playedTop + 44;
        boolean hand = view.hand() != null && !view.hand().isEmpty();
        Svg svg = new Svg(handTop + (hand ? 20 + Svg.CARD_HEIGHT + 4 : 0), language.format(EnGardeDisplay.TITLES.name()));
        EnGardeScreen screen = new EnGardeScreen(view, latest, players);
        svg.text(0, 16, language.format(view.over() ? Text.of("play.over") : Text.of("engarde.bout", view.bout(), view.boutsToWin())), 14,
                Svg.Anchor.START, Svg.INK, true);
        svg.text(0, 36, language.format(screen.whatNow()), 13, Svg.Anchor.START, Svg.INK, false);
        Text lastMove = screen.lastMove();
        if (lastMove != null) {
            svg.text(Svg.WIDTH, 16, language.format(lastMove), 12, Svg.Anchor.END, Svg.FAINT, false);
        }
        double pitch = (Svg.WIDTH - 2.0 * PISTE_LEFT) / view.squares();
        for (int square = 1; square <= view.squares(); square++) {
            boolean middle = square == (view.squares() + 1) / 2;
            svg.rect(left(square, pitch), PISTE_TOP, pitch, SQUARE_HEIGHT, middle ? 0xF2EBD3 : 0xEDEDE8, Svg.LINE, 0);
        }
        for (int seat = 0; seat < 2; seat++) {
            int square = view.positions().get(seat);
            double x = centre(square, pitch);
            svg.circle(x, PISTE_TOP + SQUARE_HEIGHT / 2.0, pitch * 0.45, Svg.seatInk(seat), Svg.INK, 1.5);
            // The blade points at the other fencer.
            double tip = seat == 0 ? x + pitch * 1.4 : x - pitch * 1.4;
            svg.line(x, PISTE_TOP + SQUARE_HEIGHT / 2.0, tip, PISTE_TOP + SQUARE_HEIGHT / 2.0, Svg.INK, 2);
            svg.text(x, PISTE_TOP + SQUARE_HEIGHT + 14, Integer.toString(square), 10, Svg.Anchor.MIDDLE, Svg.FAINT, false);
        }
        markLastMove(svg, view, latest, pitch);
        svg.text(Svg.WIDTH / 2.0, PISTE_TOP - 6, language.format(Text.of("engarde.facts", screen.distance(), view.pack())), 12,
                Svg.Anchor.MIDDLE, Svg.FAINT, false);
        for (int seat = 0; seat < 2; seat++) {
            double y = FENCERS_TOP + seat * ROW;
            boolean toMove = !view.over() && view.toMove() != null && view.toMove() == seat;
            if (toMove) {
                svg.rect(0, y, Svg.WIDTH, ROW - 3, Svg.faded(Svg.seatInk(seat)), -1, 3);
            }
            svg.text(4, y + 17, (toMove ? "\u25B6 " : "") + language.format(players.name(seat)), 13, Svg.Anchor.START,
                    Svg.darker(Svg.seatInk(seat)), true);
            StringBuilder stars = new StringBuilder();
            for (int bout = 0; bout < view.boutsToWin(); bout++) {
                stars.append(bout < view.wins().get(seat) ? '\u2605' : '\u2606');
            }
            svg.text(150, y + 17, stars.toString(), 14, Svg.Anchor.START, Svg.MARK_EDGE, false);
            for (int card = 0; card < view.handSizes().get(seat); card++) {
                svg.back(Svg.WIDTH - 4 - (card + 1) * 14, y + 2, 12, 18);
            }
        }
        svg.text(0, playedTop - 6, language.format(Text.of("page.engarde.played")), 11, Svg.Anchor.START, Svg.FAINT, false);
        for (int value = 1; value <= VALUES; value++) {
            double x = (value - 1) * 70;
            int played = view.played().get(value - 1);
            svg.text(x + 4, playedTop + 16, Integer.toString(value), 15, Svg.Anchor.START, Svg.INK, true);
            for (int card = 0; card < CARDS_OF_A_VALUE; card++) {
                svg.rect(x + 20 + card * 9, playedTop + 5, 7, 12, card < played ? Svg.INK : Svg.PAPER, Svg.FAINT, 1);
            }
        }
        if (hand) {
            svg.text(0, handTop + 12, language.format(Text.of("page.engarde.hand")), 12, Svg.Anchor.START, Svg.FAINT, false);
            for (int i = 0; i < view.hand().size(); i++) {
                svg.card(i * 36, handTop + 18, Integer.toString(view.hand().get(i)), Svg.seatInk(view.audience()), false);
            }
        }
        return svg.done();
    }

    /**
     * The last move on the piste, while its bout is still the one drawn: a step traced from its
     * square with an arrow under the piste to the fencer's square now, the fencer framed; an attack
     * framing the attacker with an arrow on toward the fencer attacked; a parry framing the parrying fencer.
     */
    private static void markLastMove(Svg svg, EnGardeView view, List<GameEvent> latest, double pitch) {
        if (LastMove.event(latest, EnGardeEvent.BoutStarted.class) != null) {
            return;
        }
        double under = PISTE_TOP + SQUARE_HEIGHT + 20;
        EnGardeEvent.Moved moved = LastMove.event(latest, EnGardeEvent.Moved.class);
        if (moved != null) {
            svg.trace(left(moved.from(), pitch), PISTE_TOP, pitch, SQUARE_HEIGHT);
            svg.arrow(centre(moved.from(), pitch), under, centre(moved.to(), pitch), under);
            svg.mark(left(moved.to(), pitch), PISTE_TOP, pitch, SQUARE_HEIGHT);
        }
        EnGardeEvent.Attacked attacked = LastMove.event(latest, EnGardeEvent.Attacked.class);
        if (attacked != null) {
            int from = view.positions().get(attacked.seat());
            int at = view.positions().get(1 - attacked.seat());
            svg.mark(left(from, pitch), PISTE_TOP, pitch, SQUARE_HEIGHT);
            svg.arrow(centre(from, pitch), under, centre(at, pitch), under);
        }
        EnGardeEvent.Parried parried = LastMove.event(latest, EnGardeEvent.Parried.class);
        if (parried != null) {
            svg.mark(left(view.positions().get(parried.seat()), pitch), PISTE_TOP, pitch, SQUARE_HEIGHT);
        }
    }

    private static double left(int square, double pitch) {
        return PISTE_LEFT + (square - 1) * pitch;
    }

    private static double centre(int square, double pitch) {
        return PISTE_LEFT + (square - 0.5) * pitch;
    }
}
