package org.tabula.firmware.play;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.Deck;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;

/**
 * Wheel of History with the Roman deck's 1-5 of every colour. The box deals the circle (from
 * the game's seed) and tells the players how to lay it out; a card tapped from the circle is
 * the move that takes it (1, 2 or 3 cards on from the pawn), with OK to keep it or, under
 * {@code discardOnce}, RIGHT then OK to throw it away.
 */
final class WheelAdapter implements GameAdapter {
    private static final int CARDS_PER_LINE = 5;

    @Override
    public Optional<Deck> deck() {
        return Optional.of(Deck.ROMAN);
    }

    @Override
    public Seats owners(Game game, Card card) {
        return !card.isBanner() && card.value() >= 1 && card.value() <= 5 ? Seats.firstN(game.players()) : Seats.NONE;
    }

    /** How many cards on from the pawn the card lies (1-3), or 0 when it is not within reach. */
    private static int steps(GameState state, Card card) {
        List<String> circle = circle(state);
        int index = circle.indexOf(card.id());
        return index >= 0 && index < 3 ? index + 1 : 0;
    }

    @Override
    public int[] movesWith(GameState state, int seat, Card card) {
        int steps = steps(state, card);
        if (steps == 0) {
            return new int[0];
        }
        return Arrays.stream(state.legalMoves(seat))
                .filter(m -> state.formatMove(seat, m).replace("x", "").equals(Integer.toString(steps))).toArray();
    }

    @Override
    public String whyNot(GameState state, int seat, Card card) {
        if (!state.toMove().contains(seat)) {
            return state.isOver() ? "The game is over" : "Not " + seatName(seat) + "'s turn";
        }
        int place = circle(state).indexOf(card.id());
        if (place < 0) {
            return card.title() + " is out of the circle";
        }
        return card.title() + " is " + (place + 1) + " on: take 1 to 3 on";
    }

    private static List<String> circle(GameState state) {
        return Views.strings(Views.of(state, GameState.TABLE).path("circle"));
    }

    @Override
    public List<String> layout(GameState state) {
        List<String> circle = circle(state);
        List<String> lines = new ArrayList<>();
        lines.add("Clockwise from pawn:");
        for (int i = 0; i < circle.size(); i += CARDS_PER_LINE) {
            lines.add(String.join(" ", circle.subList(i, Math.min(circle.size(), i + CARDS_PER_LINE))));
        }
        return lines;
    }

    @Override
    public List<String> describe(GameState state, int audience) {
        JsonNode view = Views.of(state, audience);
        List<String> circle = Views.strings(view.path("circle"));
        List<String> lines = new ArrayList<>();
        lines.add("Next: " + String.join(" ", circle.subList(0, Math.min(6, circle.size()))));
        List<Integer> points = Views.numbers(view.path("scores"));
        List<String> scores = new ArrayList<>();
        for (int seat = 0; seat < points.size(); seat++) {
            scores.add(seatName(seat) + " " + points.get(seat));
        }
        lines.add(String.join("  ", scores));
        List<String> scored = Views.strings(view.path("scoredColours"));
        if (!scored.isEmpty()) {
            lines.add("Scored: " + String.join(" ", scored));
        }
        return lines;
    }

    /** A tapped card with {@code discardOnce}: keep it, or throw it away. */
    @Override
    public Text pickMove(GameState state, int seat, int move) {
        return Text.of(state.formatMove(seat, move).endsWith("x") ? "pick.wheel.throw" : "pick.wheel.keep");
    }

    @Override
    public String moveLabel(GameState state, int seat, int move) {
        String text = state.formatMove(seat, move);
        boolean throwAway = text.endsWith("x");
        int steps = Integer.parseInt(text.replace("x", ""));
        String card = circle(state).get(steps - 1);
        return (throwAway ? "Take, drop " : "Take ") + card + " (" + steps + " on)";
    }
}
