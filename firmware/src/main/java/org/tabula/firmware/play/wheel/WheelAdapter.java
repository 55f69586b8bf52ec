package org.tabula.firmware.play.wheel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.tabula.display.text.Text;
import org.tabula.display.wheel.WheelColours;
import org.tabula.display.wheel.CircleLaying;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.roman.RomanCard;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.hal.Button;
import org.tabula.rules.GameState;
import org.tabula.rules.Notated;
import org.tabula.rules.SeatNames;
import org.tabula.rules.Seats;
import org.tabula.rules.wheel.WheelCard;
import org.tabula.rules.wheel.WheelEnding;
import org.tabula.rules.wheel.WheelEvent;
import org.tabula.rules.wheel.WheelMove;
import org.tabula.rules.wheel.WheelView;
import org.tabula.firmware.play.Pick;
import org.tabula.firmware.play.CardPlace;
import org.tabula.firmware.play.CardsSeen;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.RomanCards;
import org.tabula.firmware.play.TableReveals;

/**
 * Wheel of History with the Roman deck's 1-5 of every colour. The box deals the circle (from
 * the game's seed) and tells the players how to lay it out; a card tapped from the circle is
 * the move that takes it (1, 2 or 3 cards on from the pawn); under {@code discardOnce}, OK keeps
 * it and LEFT throws it away.
 */
final class WheelAdapter implements GameAdapter {
    /** Seven cards a line: the circle, its heading and "OK: start" fit the screen's six lines. */
    private static final int CARDS_PER_LINE = 7;

    @Override
    public Seats owners(Game game, Card card) {
        RomanCard roman = RomanCard.of(card);
        return !roman.isBanner() && roman.value() >= 1 && roman.value() <= 5 ? Seats.firstN(game.players()) : Seats.NONE;
    }

    /** How many cards on from the pawn the card lies (1-3), or 0 when it is not within reach. */
    private static int steps(GameState state, Card card) {
        int index = placeInCircle(state, card);
        return index >= 0 && index < 3 ? index + 1 : 0;
    }

    @Override
    public int[] movesWith(GameState state, int seat, Card card, CardsSeen seen) {
        if (seat == GameState.CHANCE) {
            return TableReveals.movesWith(state, card.id());
        }
        int steps = steps(state, card);
        if (steps == 0) {
            return new int[0];
        }
        return Arrays.stream(state.legalMoves(seat)).filter(m -> ((WheelMove) state.move(seat, m)).steps() == steps).toArray();
    }

    @Override
    public Text whyNot(GameState state, int seat, Card card, CardsSeen seen) {
        if (seat == GameState.CHANCE) {
            return TableReveals.whyNot(state, card.id());
        }
        Text turn = RomanCards.notToMove(state, seat);
        if (turn != null) {
            return turn;
        }
        int place = placeInCircle(state, card);
        if (place < 0) {
            return Text.of("refuse.wheelOutOfCircle", card.title());
        }
        return Text.of("refuse.wheelTooFar", card.title(), place + 1);
    }

    /** A card taken from the circle lies with the seat that took it, or thrown away. */
    @Override
    public Optional<CardPlace> lyingAt(GameState state, Card card, CardsSeen seen) {
        if (RomanCard.of(card).isBanner()) {
            return Optional.empty();
        }
        WheelView view = (WheelView) state.view(GameState.TABLE);
        for (int seat = 0; seat < view.holdings().size(); seat++) {
            if (view.holdings().get(seat).stream().anyMatch(held -> same(held, card))) {
                return Optional.of(new CardPlace.OnPile(CardPlace.Pile.TAKEN, seat, 0));
            }
        }
        return view.thrownAway().stream().anyMatch(thrown -> same(thrown, card))
                ? Optional.of(new CardPlace.OnPile(CardPlace.Pile.THROWN, -1, 0)) : Optional.empty();
    }

    /** Whether the card lying (null: face down, unknown) is the tapped one. */
    private static boolean same(WheelCard lying, Card card) {
        RomanCard roman = RomanCard.of(card);
        return lying != null && WheelColours.roman(lying.colour()) == roman.colour() && lying.value() == roman.value();
    }

    /** Where a tapped card lies in the circle, counted clockwise from the pawn from 0; -1 if it is not there. */
    private static int placeInCircle(GameState state, Card card) {
        RomanCard roman = RomanCard.of(card);
        List<WheelCard> circle = ((WheelView) state.view(GameState.TABLE)).circle();
        for (int i = 0; i < circle.size(); i++) {
            WheelCard lying = circle.get(i);
            if (!roman.isBanner() && WheelColours.roman(lying.colour()) == roman.colour() && lying.value() == roman.value()) {
                return i;
            }
        }
        return -1;
    }

    /** The circle's cards clockwise from the pawn, as people read them ({@code G3}). */
    private static List<String> circle(GameState state) {
        return written(((WheelView) state.view(GameState.TABLE)).circle());
    }

    private static List<String> written(List<? extends Notated> values) {
        return values.stream().map(Notated::notation).toList();
    }

    @Override
    public List<Text> layout(GameState state) {
        List<String> circle = circle(state);
        List<Text> lines = new ArrayList<>();
        lines.add(Text.of("wheel.clockwise"));
        for (int i = 0; i < circle.size(); i += CARDS_PER_LINE) {
            lines.add(Text.plain(String.join(" ", circle.subList(i, Math.min(circle.size(), i + CARDS_PER_LINE)))));
        }
        return lines;
    }

    /** The circle being laid at a table deal: how many cards are laid, and to tap each. */
    @Override
    public List<Text> revealLines(GameState state) {
        return List.of(CircleLaying.instruction((WheelView) state.view(GameState.TABLE)), Text.of("wheel.tapEachLaid"));
    }

    @Override
    public List<Text> describe(GameState state, int audience) {
        WheelView view = (WheelView) state.view(audience);
        List<String> circle = written(view.circle());
        List<Text> lines = new ArrayList<>();
        lines.add(Text.of("wheel.next", String.join(" ", circle.subList(0, Math.min(6, circle.size())))));
        List<Integer> points = view.scores();
        for (int seat = 0; seat < points.size(); seat++) {
            lines.add(Text.of("console.score", state.game().seat(seat), points.get(seat)));
        }
        List<String> scored = written(view.scoredColours());
        if (!scored.isEmpty()) {
            lines.add(Text.of("wheel.scored", String.join(" ", scored)));
        }
        return lines;
    }

    /**
     * A tapped card with {@code discardOnce}: keep it, on OK, or throw it away, on LEFT. Throwing
     * away can be done once a game and cannot be undone by play, so a stray OK never does it.
     */
    @Override
    public List<Button> pickKeys() {
        return Pick.FIRST_ON_OK;
    }

    @Override
    public int pickRank(GameState state, int seat, int move) {
        return ((WheelMove) state.move(seat, move)).throwAway() ? 1 : 0;
    }

    /** A tapped card with {@code discardOnce}: keep it, or throw it away. */
    @Override
    public Text pickMove(GameState state, int seat, int move, int[] among) {
        return Text.of(((WheelMove) state.move(seat, move)).throwAway() ? "pick.wheel.throw" : "pick.wheel.keep");
    }

    @Override
    public Text moveLabel(GameState state, int seat, int move) {
        WheelMove take = (WheelMove) state.move(seat, move);
        String card = circle(state).get(take.steps() - 1);
        return Text.of(take.throwAway() ? "wheel.takeDrop" : "wheel.take", card, take.steps());
    }

    @Override
    public Text eventText(SeatNames seats, GameEvent event) {
        if (event instanceof WheelEvent.CardLaid laid) {
            return Text.of("wheel.eventLaid", laid.card().notation(), laid.place() + 1);
        }
        if (event instanceof WheelEvent.CardTaken taken) {
            return Text.of("wheel.eventTook", seats.seat(taken.seat()), taken.card().notation());
        }
        if (event instanceof WheelEvent.CardThrownAway thrown) {
            return Text.of("wheel.eventThrew", seats.seat(thrown.seat()), thrown.card().notation());
        }
        if (event instanceof WheelEvent.ColourScored colour) {
            return Text.of("wheel.eventColour", WheelColours.roman(colour.colour()).title(), gains(seats, colour.gains()));
        }
        if (event instanceof WheelEvent.ValueFell fell) {
            return Text.of("wheel.eventValueFell", fell.value());
        }
        if (event instanceof WheelEvent.ValueScored scored) {
            return Text.of("wheel.eventValue", scored.value(), gains(seats, scored.gains()));
        }
        if (event instanceof WheelEvent.GameEnded ended) {
            // A fallen or scored value says why already; only an emptied circle needs its own words.
            return ended.ending() == WheelEnding.CIRCLE_EMPTY ? Text.of("wheel.ending.circleEmpty") : null;
        }
        return null;
    }

    /** Each seat's gain, "P1 +10, P3 +4"; or that nobody held any. */
    private static Text gains(SeatNames seats, List<Integer> gains) {
        Text all = null;
        for (int seat = 0; seat < gains.size(); seat++) {
            if (gains.get(seat) != 0) {
                Text gain = Text.of("wheel.gain", seats.seat(seat), gains.get(seat));
                all = all == null ? gain : Text.of("pick.pair", all, gain);
            }
        }
        return all == null ? Text.of("wheel.noGain") : all;
    }
}
