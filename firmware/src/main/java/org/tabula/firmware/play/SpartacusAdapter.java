package org.tabula.firmware.play;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.Deck;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;

/**
 * Spartacus with the Roman deck: each seat plays its own colour (seat 0 red, 1 blue, 2 green,
 * 3 yellow, 4 white), 1-10 and its banner. A tapped card is the move of that card; PASS passes.
 */
final class SpartacusAdapter extends ColourSeatsAdapter {
    @Override
    public Seats owners(Game game, Card card) {
        boolean inGame = card.isBanner() ? !game.options().flag("noBanner") : card.value() >= 1 && card.value() <= 10;
        return inGame ? RomanCards.colourSeat(card, game.players()) : Seats.NONE;
    }

    private static String text(Card card) {
        return card.isBanner() ? "B" : Integer.toString(card.value());
    }

    @Override
    public int[] movesWith(GameState state, int seat, Card card) {
        return owners(state.game(), card).contains(seat) ? RomanCards.movesWritten(state, seat, text(card)) : new int[0];
    }

    @Override
    public String whyNot(GameState state, int seat, Card card) {
        return RomanCards.whyNot(this, state, seat, card, text(card));
    }

    @Override
    public List<String> describe(GameState state, int audience) {
        JsonNode view = Views.of(state, audience);
        List<String> trick = new ArrayList<>();
        view.path("trick").forEach(play -> trick.add(initial(play.path("seat").asInt()) + play.path("card").asText()));
        List<String> lines = new ArrayList<>();
        lines.add("Trick: " + (trick.isEmpty() ? "-" : String.join(" ", trick)));
        List<String> out = new ArrayList<>();
        view.path("passed").forEach(seat -> out.add(initial(seat.asInt())));
        if (!out.isEmpty()) {
            lines.add("Out: " + String.join(" ", out));
        }
        lines.add("Left " + perSeat(Views.numbers(view.path("cardsLeft"))));
        lines.add("Pts " + perSeat(Views.numbers(view.path("scores"))));
        return lines;
    }

    private static String initial(int seat) {
        return Character.toString(Deck.COLOURS.charAt(seat));
    }

    private static String perSeat(List<Integer> values) {
        List<String> parts = new ArrayList<>();
        for (int seat = 0; seat < values.size(); seat++) {
            parts.add(initial(seat) + values.get(seat));
        }
        return String.join(" ", parts);
    }

    @Override
    public String moveLabel(GameState state, int seat, int move) {
        String text = state.formatMove(seat, move);
        return switch (text) {
            case "pass" -> "Pass";
            case "B" -> "Play banner";
            default -> "Play " + text;
        };
    }
}
