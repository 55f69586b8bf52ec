package org.tabula.firmware.play;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.Deck;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;
import org.tabula.rules.sumo.SumoEvent;
import org.tabula.rules.sumo.SumoView;

/**
 * Sumo with the Roman deck: East (seat 0) plays the red cards, West (seat 1) the blue ones;
 * a card is the move of its value. The screen never shows a chosen card before the reveal.
 */
final class SumoAdapter implements GameAdapter {
    private static final List<String> NAMES = List.of("East", "West");

    @Override
    public Optional<Deck> deck() {
        return Optional.of(Deck.ROMAN);
    }

    @Override
    public String seatName(int seat) {
        return NAMES.get(seat);
    }

    @Override
    public Seats owners(Game game, Card card) {
        return card.isBanner() ? Seats.NONE : RomanCards.colourSeat(card, game.players());
    }

    @Override
    public int[] movesWith(GameState state, int seat, Card card) {
        if (!owners(state.game(), card).contains(seat)) {
            return new int[0];
        }
        return RomanCards.movesWritten(state, seat, Integer.toString(card.value()));
    }

    @Override
    public String whyNot(GameState state, int seat, Card card) {
        if (card.isBanner()) {
            return "Sumo has no banners";
        }
        if (!owners(state.game(), card).contains(seat)) {
            return card.title() + " is not " + seatName(seat) + "'s card";
        }
        if (!state.toMove().contains(seat)) {
            return state.isOver() ? "The game is over" : seatName(seat) + " has chosen already";
        }
        boolean dealt = state.game().options().numbers("hand").contains(card.value())
                || (card.value() == 0 && state.game().options().flag("zeroCard"));
        return dealt ? card.title() + " was played already" : card.title() + " is not in this game's hand";
    }

    @Override
    public List<String> describe(GameState state, int audience) {
        SumoView view = (SumoView) state.view(audience);
        String where = view.position() == 0 ? "middle" : view.position() < 0 ? "East " + -view.position() : "West " + view.position();
        String round = view.over() ? "over" : (view.round() + 1) + "/" + view.rounds();
        List<String> lines = new java.util.ArrayList<>(List.of("Round " + round + "  at " + where, hand(view, 0), hand(view, 1)));
        lines.addAll(lastRound(view));
        return lines;
    }

    @Override
    public List<String> ending(GameState state) {
        return lastRound((SumoView) state.view(GameState.TABLE));
    }

    private static List<String> lastRound(SumoView view) {
        if (view.played().isEmpty()) {
            return List.of();
        }
        List<Integer> last = view.played().get(view.played().size() - 1);
        return List.of("Last: East " + last.get(0) + " v West " + last.get(1));
    }

    private String hand(SumoView view, int seat) {
        String cards = view.hands().get(seat).stream().map(String::valueOf).collect(Collectors.joining(" "));
        return seatName(seat) + ": " + cards + (view.chosen().get(seat) ? " *" : "");
    }

    @Override
    public String eventText(GameEvent event) {
        if (event instanceof SumoEvent.CardChosen chosen) {
            return seatName(chosen.seat()) + " has chosen";
        }
        if (event instanceof SumoEvent.Pushed pushed) {
            return seatName(pushed.pusher()) + " pushes " + pushed.squares();
        }
        if (event instanceof SumoEvent.LeftRing out) {
            return seatName(out.loser()) + " is out of the ring";
        }
        if (event instanceof SumoEvent.LastRoundOver last) {
            return last.loser() < 0 ? "Draw in the middle" : seatName(last.loser()) + " loses on points";
        }
        if (event instanceof SumoEvent.Standoff standoff) {
            return "Both " + standoff.card() + ": no push";
        }
        return event.describe();
    }

    @Override
    public String moveLabel(GameState state, int seat, int move) {
        return "Play " + state.formatMove(seat, move);
    }
}
