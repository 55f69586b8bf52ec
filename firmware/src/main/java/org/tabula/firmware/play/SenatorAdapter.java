package org.tabula.firmware.play;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.Deck;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;
import org.tabula.rules.senator.SenatorEvent;

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

    private static String prefix(Card card) {
        return card.isBanner() ? "banner@" : card.value() + "@";
    }

    @Override
    public int[] movesWith(GameState state, int seat, Card card) {
        return owners(state.game(), card).contains(seat) ? RomanCards.movesStarting(state, seat, prefix(card)) : new int[0];
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
        JsonNode view = Views.of(state, seat);
        if (view.path("phase").asText().equals("banner")) {
            return Text.of("refuse.senatorBannerFirst", seatName(1));
        }
        if (card.isBanner()) {
            return Text.of("refuse.senatorBannerPlaced");
        }
        if (!Views.numbers(view.path("ownHand")).contains(card.value())) {
            return Text.of("refuse.senatorOnBoard", card.title());
        }
        return Text.of("refuse.senatorNoEntry", card.title());
    }

    @Override
    public List<Text> describe(GameState state, int audience) {
        JsonNode view = Views.of(state, audience);
        JsonNode board = view.path("board");
        List<Text> lines = new ArrayList<>();
        for (int row = 0; row < 5; row++) {
            StringBuilder line = new StringBuilder();
            for (int column = 0; column < 5; column++) {
                boolean corner = (row == 0 || row == 4) && (column == 0 || column == 4);
                JsonNode card = board.get(Integer.toString(row) + column);
                line.append(String.format("%-4s", corner ? "" : card == null ? "." : card.asText()));
            }
            lines.add(Text.plain(line.toString().stripTrailing()));
        }
        if (view.path("scores").isArray()) {
            List<Integer> scores = Views.numbers(view.path("scores"));
            List<String> totals = new ArrayList<>();
            for (int seat = 0; seat < scores.size(); seat++) {
                totals.add(Deck.COLOURS.charAt(seat) + "" + scores.get(seat));
            }
            lines.add(Text.of("console.senate", String.join(" ", totals)));
        }
        return lines;
    }

    /** Every card lies face up except in the hidden game. */
    @Override
    public Boolean secretChoice(GameState state, int seat) {
        return state.game().options().flag("hidden");
    }

    /** Buttons first pick the card (or the banner), then its entry. */
    @Override
    public Text group(GameState state, int seat, int move) {
        String text = state.formatMove(seat, move);
        String what = text.substring(0, text.indexOf('@'));
        return what.equals("banner") ? Text.of("card.bannerTitle") : Text.of("console.card", what);
    }

    /** Sides in button order: from the left on LEFT, the top on OK, the right on RIGHT, the bottom on PASS. */
    @Override
    public int pickRank(GameState state, int seat, int move) {
        return isBanner(state, seat, move) ? 0 : "RDLU".indexOf(where(state, seat, move).charAt(0));
    }

    /** The side a card enters from (the banner: its row). */
    @Override
    public Text pickGroup(GameState state, int seat, int move) {
        String where = where(state, seat, move);
        if (isBanner(state, seat, move)) {
            return Text.of("pick.senator.row", where.charAt(0) - '0');
        }
        return Text.of(switch (where.charAt(0)) {
            case 'D' -> "pick.senator.fromTop";
            case 'U' -> "pick.senator.fromBottom";
            case 'R' -> "pick.senator.fromLeft";
            default -> "pick.senator.fromRight";
        });
    }

    /** The line a card enters along (the banner: its column). */
    @Override
    public Text pickItem(GameState state, int seat, int move) {
        String where = where(state, seat, move);
        if (isBanner(state, seat, move)) {
            return Text.of("pick.senator.column", where.charAt(1) - '0');
        }
        int line = where.charAt(1) - '0';
        return where.charAt(0) == 'D' || where.charAt(0) == 'U' ? Text.of("pick.senator.column", line) : Text.of("pick.senator.row", line);
    }

    @Override
    public Text pickMove(GameState state, int seat, int move) {
        return Text.of("pick.pair", pickGroup(state, seat, move), pickItem(state, seat, move));
    }

    private static String where(GameState state, int seat, int move) {
        String text = state.formatMove(seat, move);
        return text.substring(text.indexOf('@') + 1);
    }

    private static boolean isBanner(GameState state, int seat, int move) {
        return state.formatMove(seat, move).startsWith("banner@");
    }

    @Override
    public Text moveLabel(GameState state, int seat, int move) {
        String text = state.formatMove(seat, move);
        int at = text.indexOf('@');
        String what = text.substring(0, at);
        String where = text.substring(at + 1);
        if (what.equals("banner")) {
            return Text.of("senator.bannerAt", where.charAt(0), where.charAt(1));
        }
        String line = where.substring(1);
        return Text.of(switch (where.charAt(0)) {
            case 'D' -> "senator.down";
            case 'U' -> "senator.up";
            case 'R' -> "senator.right";
            default -> "senator.left";
        }, what, line);
    }

    @Override
    public Text eventText(GameEvent event) {
        if (event instanceof SenatorEvent.BannerPlaced placed) {
            return Text.of("senator.eventBanner", seatName(placed.seat()), placed.square());
        }
        if (event instanceof SenatorEvent.CardPushed pushed) {
            return Text.of("senator.eventPushed", seatName(pushed.seat()), pushed.entry(), pushed.square());
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
