package org.tabula.firmware.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.Deck;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.Move;
import org.tabula.rules.Seats;
import org.tabula.rules.senator.BoardCard;
import org.tabula.rules.senator.Senator;
import org.tabula.rules.senator.SenatorEvent;
import org.tabula.rules.senator.SenatorMove;
import org.tabula.rules.senator.SenatorView;

/**
 * Senator with the Roman deck: seat 0 plays red, seat 1 blue (and seat 2 green with three
 * players), 1-10 (1-7 for three); seat 1 places the yellow banner. A tapped card stands for
 * every entry it may be pushed in at: its pick shows the side of the board first, then the
 * line (the banner: the row, then the column). With the buttons, the list of cards comes first,
 * then the same pick.
 */
final class SenatorAdapter extends ColourSeatsAdapter {
    private static final String BANNER = "YB";

    @Override
    public Seats owners(Game game, Card card) {
        if (card.isBanner()) {
            return card.id().equals(BANNER) && game.players() == 2 ? Seats.only(1) : Seats.NONE;
        }
        int highest = game.players() == 2 ? 10 : 7;
        return card.value() >= 1 && card.value() <= highest ? RomanCards.colourSeat(card, game.players()) : Seats.NONE;
    }

    /** Whether the move plays the card: the banner's placing, or a push of the card's value. */
    private static boolean plays(Move move, Card card) {
        return card.isBanner() ? move instanceof SenatorMove.PlaceBanner
                : move instanceof SenatorMove.Push push && push.card() == card.value();
    }

    @Override
    public int[] movesWith(GameState state, int seat, Card card) {
        return owners(state.game(), card).contains(seat) ? RomanCards.movesMatching(state, seat, move -> plays(move, card)) : new int[0];
    }

    @Override
    public Text whyNot(GameState state, int seat, Card card) {
        if (!owners(state.game(), card).contains(seat)) {
            return Text.of("refuse.notSeatsCard", card.title(), seatName(seat));
        }
        Text turn = RomanCards.notToMove(this, state, seat);
        if (turn != null) {
            return turn;
        }
        SenatorView view = (SenatorView) state.view(seat);
        if (view.phase() == SenatorView.Phase.BANNER) {
            return Text.of("refuse.senatorBannerFirst", seatName(1));
        }
        if (card.isBanner()) {
            return Text.of("refuse.senatorBannerPlaced");
        }
        if (view.ownHand() == null || !view.ownHand().contains(card.value())) {
            return Text.of("refuse.senatorOnBoard", card.title());
        }
        return Text.of("refuse.senatorNoEntry", card.title());
    }

    @Override
    public List<Text> describe(GameState state, int audience) {
        SenatorView view = (SenatorView) state.view(audience);
        Map<String, BoardCard> board = view.board();
        List<Text> lines = new ArrayList<>();
        for (int row = 0; row < 5; row++) {
            StringBuilder line = new StringBuilder();
            for (int column = 0; column < 5; column++) {
                boolean corner = (row == 0 || row == 4) && (column == 0 || column == 4);
                BoardCard card = board.get(Integer.toString(row) + column);
                line.append(String.format("%-4s", corner ? "" : card == null ? "." : card.notation()));
            }
            lines.add(Text.plain(line.toString().stripTrailing()));
        }
        if (view.scores() != null) {
            List<Integer> scores = view.scores();
            List<String> totals = new ArrayList<>();
            for (int seat = 0; seat < scores.size(); seat++) {
                totals.add(Deck.COLOURS.charAt(seat) + "" + scores.get(seat));
            }
            lines.add(Text.of("console.senate", String.join(" ", totals)));
        }
        return lines;
    }

    /** Buttons first pick the card (or the banner), then its entry. */
    @Override
    public Text group(GameState state, int seat, int move) {
        return state.move(seat, move) instanceof SenatorMove.Push push ? Text.of("console.card", Integer.toString(push.card()))
                : Text.of("card.bannerTitle");
    }

    /** Sides in button order: from the left on LEFT, the top on OK, the right on RIGHT, the bottom on PASS. */
    @Override
    public int pickRank(GameState state, int seat, int move) {
        if (!(state.move(seat, move) instanceof SenatorMove.Push push)) {
            return 0;
        }
        return switch (push.entry().direction()) {
            case RIGHT -> 0;
            case DOWN -> 1;
            case LEFT -> 2;
            case UP -> 3;
        };
    }

    /** The side a card enters from (the banner: its row). */
    @Override
    public Text pickGroup(GameState state, int seat, int move) {
        SenatorMove typed = (SenatorMove) state.move(seat, move);
        if (typed instanceof SenatorMove.PlaceBanner banner) {
            return Text.of("pick.senator.row", banner.square().row() + 1);
        }
        return side(((SenatorMove.Push) typed).entry());
    }

    /** The side of the board an entry comes in from, in words. */
    private static Text side(SenatorMove.Entry entry) {
        return Text.of(switch (entry.direction()) {
            case DOWN -> "pick.senator.fromTop";
            case UP -> "pick.senator.fromBottom";
            case RIGHT -> "pick.senator.fromLeft";
            case LEFT -> "pick.senator.fromRight";
        });
    }

    /** The line a card enters along (the banner: its column). */
    @Override
    public Text pickItem(GameState state, int seat, int move) {
        SenatorMove typed = (SenatorMove) state.move(seat, move);
        if (typed instanceof SenatorMove.PlaceBanner banner) {
            return Text.of("pick.senator.column", banner.square().column() + 1);
        }
        return line(((SenatorMove.Push) typed).entry());
    }

    /** The row or column an entry pushes along, counted from 1 as the players count. */
    private static Text line(SenatorMove.Entry entry) {
        return Text.of(entry.alongColumn() ? "pick.senator.column" : "pick.senator.row", entry.line() + 1);
    }

    /** A square in words, rows and columns counted from 1. */
    private static Text square(SenatorMove.Square square) {
        return Text.of("senator.square", square.row() + 1, square.column() + 1);
    }

    @Override
    public Text pickMove(GameState state, int seat, int move) {
        return Text.of("pick.pair", pickGroup(state, seat, move), pickItem(state, seat, move));
    }

    @Override
    public Text moveLabel(GameState state, int seat, int move) {
        SenatorMove typed = (SenatorMove) state.move(seat, move);
        if (typed instanceof SenatorMove.PlaceBanner banner) {
            return Text.of("senator.bannerAt", banner.square().row() + 1, banner.square().column() + 1);
        }
        SenatorMove.Push push = (SenatorMove.Push) typed;
        return Text.of(switch (push.entry().direction()) {
            case DOWN -> "senator.down";
            case UP -> "senator.up";
            case RIGHT -> "senator.right";
            case LEFT -> "senator.left";
        }, Integer.toString(push.card()), push.entry().line() + 1);
    }

    @Override
    public Text eventText(GameEvent event) {
        if (event instanceof SenatorEvent.BannerPlaced placed) {
            return Text.of("senator.eventBanner", seatName(placed.seat()), square(placed.square()));
        }
        if (event instanceof SenatorEvent.CardPushed pushed) {
            return Text.of("senator.eventPushed", seatName(pushed.seat()), Text.of("pick.pair", side(pushed.entry()), line(pushed.entry())),
                    square(pushed.square()));
        }
        if (event instanceof SenatorEvent.CardsRevealed) {
            return Text.of("senator.eventRevealed");
        }
        if (event instanceof SenatorEvent.GameEnded) {
            return Text.of("senator.eventFull");
        }
        return null;
    }
}
