package org.tabula.display.senator;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.tabula.display.page.Svg;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.GameEvent;
import org.tabula.rules.senator.BoardCard;
import org.tabula.rules.senator.SenatorEvent;
import org.tabula.rules.senator.SenatorMove;
import org.tabula.rules.senator.SenatorView;

/**
 * Senator on the live page: the 5x5 board without its corners, the Senate (its centre 3x3)
 * shaded, each card in its owner's colour, the yellow banner, a face-down card's back; under it
 * each seat's cards left (values where they are public or the looking seat's own) and its Senate
 * total once the cards are face up. The last move is marked as on the box's screen: the square it
 * put a card or the banner on, the cards its push moved one square on, and an arrow at the entry.
 */
final class SenatorPagePicture {
    private static final int CELL = 44;
    private static final int BOARD_TOP = 40;
    private static final int BOARD_LEFT = (Svg.WIDTH - 5 * CELL) / 2;
    private static final int ROW = 34;
    /** Where a seat's row shows its hand, after its name. */
    private static final int HAND_LEFT = 96;
    private static final int BANNER = 0xE0C040;

    private SenatorPagePicture() {
    }

    static String of(SenatorView view, List<GameEvent> latest, Players players, Language language) {
        int seatsTop = BOARD_TOP + 5 * CELL + 14;
        Svg svg = new Svg(seatsTop + view.players() * ROW, language.format(SenatorDisplay.TITLES.name()));
        String prompt = view.over() ? language.format(Text.of("play.over"))
                : language.format(players.name(view.toMove())) + ": "
                        + language.format(view.phase() == SenatorView.Phase.BANNER ? Text.of("senator.placeBanner") : Text.of("senator.push"));
        svg.text(0, 16, prompt, 14, Svg.Anchor.START, view.over() ? Svg.INK : Svg.darker(Svg.seatInk(view.toMove())), true);
        svg.rect(BOARD_LEFT + CELL, BOARD_TOP + CELL, 3 * CELL, 3 * CELL, 0xF2EBD3, Svg.INK, 4);
        svg.text(BOARD_LEFT + 2.5 * CELL, BOARD_TOP + CELL - 4, language.format(Text.of("senator.senate")), 10, Svg.Anchor.MIDDLE,
                Svg.FAINT, false);
        for (int row = 0; row < 5; row++) {
            for (int column = 0; column < 5; column++) {
                if ((row == 0 || row == 4) && (column == 0 || column == 4)) {
                    continue;
                }
                double x = cellX(new SenatorMove.Square(row, column));
                double y = cellY(new SenatorMove.Square(row, column));
                svg.rect(x, y, CELL, CELL, -1, Svg.LINE, 0);
                BoardCard card = view.board().get(new SenatorMove.Square(row, column).notation());
                if (card instanceof BoardCard.Numbered numbered) {
                    svg.card(x + 5, y + 3, CELL - 10, CELL - 6, Integer.toString(numbered.value()), Svg.seatInk(numbered.seat()), false);
                } else if (card instanceof BoardCard.Banner) {
                    svg.rect(x + 5, y + 3, CELL - 10, CELL - 6, BANNER, Svg.INK, 3);
                    svg.text(x + CELL / 2.0, y + CELL / 2.0 + 8, "\u2691", 22, Svg.Anchor.MIDDLE, Svg.INK, false);
                } else if (card instanceof BoardCard.FaceDown) {
                    svg.back(x + 5, y + 3, CELL - 10, CELL - 6);
                }
            }
        }
        markLastMove(svg, latest);
        for (int seat = 0; seat < view.players(); seat++) {
            double y = seatsTop + seat * ROW;
            boolean toMove = !view.over() && view.toMove() == seat;
            if (toMove) {
                svg.rect(0, y, Svg.WIDTH, ROW - 4, Svg.faded(Svg.seatInk(seat)), -1, 3);
            }
            boolean won = view.winners().contains(seat);
            svg.text(4, y + 20, (toMove ? "\u25B6 " : won ? "\u2605 " : "") + language.format(players.name(seat)), 13, HAND_LEFT - 8, Svg.Anchor.START,
                    Svg.darker(Svg.seatInk(seat)), true);
            List<Integer> hand = view.hands() != null ? view.hands().get(seat) : seat == view.audience() ? view.ownHand() : null;
            double x = HAND_LEFT;
            if (hand != null) {
                for (int value : hand) {
                    svg.card(x, y + 2, 22, ROW - 8, Integer.toString(value), Svg.seatInk(seat), false);
                    x += 25;
                }
            } else {
                for (int card = 0; card < view.handSizes().get(seat); card++) {
                    svg.back(x, y + 2, 22, ROW - 8);
                    x += 25;
                }
            }
            if (view.scores() != null) {
                svg.text(Svg.WIDTH - 4, y + 20, Integer.toString(view.scores().get(seat)), 15, Svg.Anchor.END, Svg.INK, true);
            }
        }
        return svg.done();
    }

    /**
     * The last move's marks: its square framed (the card or banner on it is public there, face up
     * or down), each card its push moved framed faintly at its new square, and an arrow at the entry.
     */
    private static void markLastMove(Svg svg, List<GameEvent> latest) {
        for (GameEvent event : latest) {
            if (event instanceof SenatorEvent.BannerPlaced placed) {
                svg.mark(cellX(placed.square()) + 5, cellY(placed.square()) + 3, CELL - 10, CELL - 6);
            } else if (event instanceof SenatorEvent.CardPushed pushed) {
                SenatorMove.Direction direction = pushed.entry().direction();
                int rowStep = switch (direction) {
                    case DOWN -> 1;
                    case UP -> -1;
                    default -> 0;
                };
                int columnStep = switch (direction) {
                    case RIGHT -> 1;
                    case LEFT -> -1;
                    default -> 0;
                };
                Set<SenatorMove.Square> moved = new HashSet<>();
                for (SenatorMove.Square from : pushed.chain()) {
                    moved.add(new SenatorMove.Square(from.row() + rowStep, from.column() + columnStep));
                }
                moved.remove(pushed.square());
                for (SenatorMove.Square square : moved) {
                    svg.trace(cellX(square) + 5, cellY(square) + 3, CELL - 10, CELL - 6);
                }
                svg.mark(cellX(pushed.square()) + 5, cellY(pushed.square()) + 3, CELL - 10, CELL - 6);
                double toX = cellX(pushed.square()) + CELL / 2.0 - columnStep * CELL / 2.0;
                double toY = cellY(pushed.square()) + CELL / 2.0 - rowStep * CELL / 2.0;
                svg.arrow(toX - columnStep * 20, toY - rowStep * 20, toX + columnStep * 2, toY + rowStep * 2);
            }
        }
    }

    private static double cellX(SenatorMove.Square square) {
        return BOARD_LEFT + square.column() * CELL;
    }

    private static double cellY(SenatorMove.Square square) {
        return BOARD_TOP + square.row() * CELL;
    }
}
