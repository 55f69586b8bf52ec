package org.tabula.firmware.play.sumo;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.roman.RomanCard;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.SeatNames;
import org.tabula.rules.Seats;
import org.tabula.rules.sumo.SumoEvent;
import org.tabula.rules.sumo.SumoGame;
import org.tabula.rules.sumo.SumoMove;
import org.tabula.rules.sumo.SumoView;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.CardPlace;
import org.tabula.firmware.play.CardsSeen;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.RomanCards;

/**
 * Sumo with the Roman deck: East (seat 0) plays the red cards, West (seat 1) the blue ones (the rules name them);
 * a card is the move of its value. The screen never shows a chosen card before the reveal.
 */
final class SumoAdapter implements GameAdapter {
    @Override
    public Seats owners(Game game, Card card) {
        RomanCard roman = RomanCard.of(card);
        return roman.isBanner() ? Seats.NONE : roman.colourSeat(game.players());
    }

    @Override
    public int[] movesWith(GameState state, int seat, Card card, CardsSeen seen) {
        if (!owners(state.game(), card).contains(seat)) {
            return new int[0];
        }
        return RomanCards.movesMatching(state, seat, new SumoMove(RomanCard.of(card).value())::equals);
    }

    @Override
    public Text whyNot(GameState state, int seat, Card card, CardsSeen seen) {
        RomanCard roman = RomanCard.of(card);
        if (roman.isBanner()) {
            return Text.of("refuse.sumoNoBanner");
        }
        if (!owners(state.game(), card).contains(seat)) {
            return Text.of("refuse.notSeatsCard", card.title(), state.game().seat(seat));
        }
        if (!state.toMove().contains(seat)) {
            return state.isOver() ? Text.of("refuse.gameOver") : Text.of("refuse.choseAlready", state.game().seat(seat));
        }
        if (!((SumoGame) state.game()).deals(roman.value())) {
            // A value the hands do not hold (the hand option): in the same words as a card no Sumo uses.
            return Text.of("refuse.notInGame", card.title(), ConsoleGames.of(state.game().kind()).titles().name());
        }
        return Text.of("refuse.playedAlready", card.title());
    }

    /**
     * A card shown in an earlier round lies among its seat's played cards, unless the hand holds
     * its value again (the {@code hand} option may deal a value twice: one card plays both); a
     * choice not yet shown is not told.
     */
    @Override
    public Optional<CardPlace> lyingAt(GameState state, Card card, CardsSeen seen) {
        RomanCard roman = RomanCard.of(card);
        Seats owner = owners(state.game(), card);
        SumoView view = (SumoView) state.view(GameState.TABLE);
        boolean shown = !owner.isEmpty() && !view.hands().get(owner.first()).contains(roman.value())
                && view.played().stream().anyMatch(round -> round.get(owner.first()) == roman.value());
        return shown ? Optional.of(new CardPlace.OnPile(CardPlace.Pile.PLAYED, owner.first(), 0)) : Optional.empty();
    }

    @Override
    public List<Text> describe(GameState state, int audience) {
        SumoView view = (SumoView) state.view(audience);
        Text where = view.position() == 0 ? Text.of("sumo.middle")
                : Text.of("sumo.square", state.game().seat(view.position() < 0 ? 0 : 1), Math.abs(view.position()));
        Text round = view.over() ? Text.of("sumo.roundOver") : Text.of("sumo.round", view.round() + 1, view.rounds());
        List<Text> lines = new java.util.ArrayList<>(List.of(Text.of("sumo.roundAt", round, where), hand(state, view, 0), hand(state, view, 1)));
        lines.addAll(lastRound(state, view));
        return lines;
    }

    @Override
    public List<Text> ending(GameState state) {
        return lastRound(state, (SumoView) state.view(GameState.TABLE));
    }

    private static List<Text> lastRound(GameState state, SumoView view) {
        if (view.played().isEmpty()) {
            return List.of();
        }
        List<Integer> last = view.played().get(view.played().size() - 1);
        return List.of(Text.of("sumo.last", state.game().seat(0), last.get(0), state.game().seat(1), last.get(1)));
    }

    private static Text hand(GameState state, SumoView view, int seat) {
        String cards = view.hands().get(seat).stream().map(String::valueOf).collect(Collectors.joining(" "));
        return Text.of("console.hand", state.game().seat(seat), cards + (view.chosen().get(seat) ? " *" : ""));
    }

    @Override
    public Text eventText(SeatNames seats, GameEvent event) {
        if (event instanceof SumoEvent.CardChosen chosen) {
            return Text.of("sumo.chosen", seats.seat(chosen.seat()));
        }
        if (event instanceof SumoEvent.Pushed pushed) {
            return Text.of("sumo.pushes", seats.seat(pushed.pusher()), pushed.squares());
        }
        if (event instanceof SumoEvent.LeftRing out) {
            return Text.of("sumo.out", seats.seat(out.loser()));
        }
        if (event instanceof SumoEvent.LastRoundOver last) {
            return last.loser() < 0 ? Text.of("sumo.drawMiddle") : Text.of("sumo.stoppedOnSide", seats.seat(last.loser()), Math.abs(last.position()));
        }
        if (event instanceof SumoEvent.Standoff standoff) {
            return Text.of("sumo.bothNoPush", standoff.card());
        }
        return null;
    }

    /** A choice is secret until both are shown: the take-back question does not name the card. */
    @Override
    public Text madeMove(GameState before, int seat, int move) {
        return Text.of("console.seatMoveUnseen", before.game().seat(seat));
    }

    @Override
    public Text moveLabel(GameState state, int seat, int move) {
        return Text.of("console.play", Integer.toString(((SumoMove) state.move(seat, move)).card()));
    }
}
