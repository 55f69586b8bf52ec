package org.tabula.firmware.play.senator;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Map;

import org.tabula.display.senator.SenatorWords;
import org.tabula.display.text.Text;
import org.tabula.display.palette.RomanColour;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.roman.RomanCard;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.Move;
import org.tabula.rules.SeatNames;
import org.tabula.rules.Seats;
import org.tabula.rules.senator.Board;
import org.tabula.rules.senator.BoardCard;
import org.tabula.rules.senator.Senator;
import org.tabula.rules.senator.SenatorEvent;
import org.tabula.rules.senator.SenatorMove;
import org.tabula.rules.senator.SenatorView;
import org.tabula.firmware.play.CardPlace;
import org.tabula.firmware.play.CardsSeen;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.RomanCards;
import org.tabula.firmware.play.Walk;

/**
 * Senator with the Roman deck: seat 0 plays red, seat 1 blue (and seat 2 green with three
 * players), 1-10 (1-7 for three); seat 1 places the yellow banner. A tapped card stands for
 * every entry it may be pushed in at, walked round the board with an arrow ({@link Walk}); the
 * banner's pick shows the row, then the column. With the buttons, the list of cards comes first,
 * then the same walk.
 */
final class SenatorAdapter implements GameAdapter {
    private static final String BANNER = "YB";

    @Override
    public Seats owners(Game game, Card card) {
        RomanCard roman = RomanCard.of(card);
        if (roman.isBanner()) {
            return card.id().equals(BANNER) && game.players() == 2 ? Seats.only(1) : Seats.NONE;
        }
        int highest = game.players() == 2 ? 10 : 7;
        return roman.value() >= 1 && roman.value() <= highest ? roman.colourSeat(game.players()) : Seats.NONE;
    }

    /** Whether the move plays the card: the banner's placing, or a push of the card's value. */
    private static boolean plays(Move move, Card card) {
        RomanCard roman = RomanCard.of(card);
        return roman.isBanner() ? move instanceof SenatorMove.PlaceBanner
                : move instanceof SenatorMove.Push push && push.card() == roman.value();
    }

    @Override
    public int[] movesWith(GameState state, int seat, Card card, CardsSeen seen) {
        return owners(state.game(), card).contains(seat) ? RomanCards.movesMatching(state, seat, move -> plays(move, card)) : new int[0];
    }

    @Override
    public Text whyNot(GameState state, int seat, Card card, CardsSeen seen) {
        RomanCard roman = RomanCard.of(card);
        if (!owners(state.game(), card).contains(seat)) {
            return Text.of("refuse.notSeatsCard", card.title(), state.game().seat(seat));
        }
        SenatorView view = (SenatorView) state.view(seat);
        if (view.phase() == SenatorView.Phase.BANNER) {
            // Before any card, whoever taps: what the game waits for, rather than whose turn it is not.
            return Text.of("refuse.senatorBannerFirst", state.game().seat(state.toMove().first()));
        }
        Text turn = RomanCards.notToMove(state, seat);
        if (turn != null) {
            return turn;
        }
        if (roman.isBanner()) {
            return Text.of("refuse.senatorBannerPlaced");
        }
        if (view.ownHand() == null || !view.ownHand().contains(roman.value())) {
            return Text.of("refuse.senatorOnBoard", card.title());
        }
        return Text.of("refuse.senatorNoEntry", card.title());
    }

    /** A card on the board, where the table sees it (face down in the hidden game, it is not told). */
    @Override
    public Optional<CardPlace> lyingAt(GameState state, Card card, CardsSeen seen) {
        RomanCard roman = RomanCard.of(card);
        Seats owner = owners(state.game(), card);
        if (owner.isEmpty()) {
            return Optional.empty();
        }
        BoardCard wanted = roman.isBanner() ? new BoardCard.Banner() : new BoardCard.Numbered(owner.first(), roman.value());
        for (Map.Entry<String, BoardCard> square : ((SenatorView) state.view(GameState.TABLE)).board().entrySet()) {
            if (square.getValue().equals(wanted)) {
                String name = square.getKey();
                return Optional.of(new CardPlace.OnBoard(name.charAt(0) - '0', name.charAt(1) - '0'));
            }
        }
        return Optional.empty();
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
                totals.add(RomanColour.letters().charAt(seat) + "" + scores.get(seat));
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

    /** A card's entries are walked round the board, starting from the middle of the top. */
    @Override
    public Walk walk(GameState state, int seat, Text title, int[] moves) {
        int[] places = new int[moves.length];
        for (int i = 0; i < moves.length; i++) {
            if (!(state.move(seat, moves[i]) instanceof SenatorMove.Push push)) {
                return null;
            }
            places[i] = SenatorWords.place(push.entry());
        }
        return new Walk(seat, title, moves, places, Board.ENTRIES, SenatorWords.TOP_MIDDLE);
    }

    /** The side a card enters from, as the walk says it (the banner: its row, as its pick groups it). */
    @Override
    public Text pickGroup(GameState state, int seat, int move, int[] among) {
        SenatorMove typed = (SenatorMove) state.move(seat, move);
        if (typed instanceof SenatorMove.PlaceBanner banner) {
            return Text.of("pick.senator.row", banner.square().row() + 1);
        }
        return SenatorWords.side(((SenatorMove.Push) typed).entry());
    }

    /** The line a card enters along (the banner: its column). */
    @Override
    public Text pickItem(GameState state, int seat, int move) {
        SenatorMove typed = (SenatorMove) state.move(seat, move);
        if (typed instanceof SenatorMove.PlaceBanner banner) {
            return Text.of("pick.senator.column", banner.square().column() + 1);
        }
        return SenatorWords.line(((SenatorMove.Push) typed).entry());
    }

    /** A square in words, rows and columns counted from 1. */
    private static Text square(SenatorMove.Square square) {
        return Text.of("senator.square", square.row() + 1, square.column() + 1);
    }

    @Override
    public Text pickMove(GameState state, int seat, int move, int[] among) {
        return Text.of("pick.pair", pickGroup(state, seat, move, among), pickItem(state, seat, move));
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
    public Text eventText(SeatNames seats, GameEvent event) {
        if (event instanceof SenatorEvent.BannerPlaced placed) {
            return Text.of("senator.eventBanner", seats.seat(placed.seat()), square(placed.square()));
        }
        if (event instanceof SenatorEvent.CardPushed pushed) {
            return Text.of("senator.eventPushed", seats.seat(pushed.seat()), SenatorWords.entry(pushed.entry()),
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
