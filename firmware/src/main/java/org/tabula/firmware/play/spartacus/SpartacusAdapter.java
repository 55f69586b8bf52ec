package org.tabula.firmware.play.spartacus;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.tabula.display.spartacus.SpartacusEnd;
import org.tabula.display.text.Text;
import org.tabula.display.palette.RomanColour;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.roman.RomanCard;
import org.tabula.rules.Game;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.SeatNames;
import org.tabula.rules.Seats;
import org.tabula.rules.spartacus.Play;
import org.tabula.rules.spartacus.SpartacusCard;
import org.tabula.rules.spartacus.SpartacusEvent;
import org.tabula.rules.spartacus.SpartacusGame;
import org.tabula.rules.spartacus.SpartacusMove;
import org.tabula.rules.spartacus.SpartacusView;
import org.tabula.firmware.play.CardPlace;
import org.tabula.firmware.play.CardsSeen;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.RomanCards;

/**
 * Spartacus with the Roman deck: each seat plays its own colour (seat 0 red, 1 blue, 2 green,
 * 3 yellow, 4 white), 1-10 and its banner. A tapped card is the move of that card; PASS passes.
 */
final class SpartacusAdapter implements GameAdapter {
    @Override
    public Seats owners(Game game, Card card) {
        RomanCard roman = RomanCard.of(card);
        boolean inGame = roman.isBanner() ? ((SpartacusGame) game).hasBanners() : roman.value() >= 1 && roman.value() <= 10;
        return inGame ? roman.colourSeat(game.players()) : Seats.NONE;
    }

    /** The move that plays the card. */
    private static SpartacusMove move(Card card) {
        RomanCard roman = RomanCard.of(card);
        return roman.isBanner() ? new SpartacusMove.PlayBanner() : new SpartacusMove.PlayCard(roman.value());
    }

    @Override
    public int[] movesWith(GameState state, int seat, Card card, CardsSeen seen) {
        return owners(state.game(), card).contains(seat) ? RomanCards.movesMatching(state, seat, move(card)::equals) : new int[0];
    }

    @Override
    public Text whyNot(GameState state, int seat, Card card, CardsSeen seen) {
        return RomanCards.whyNot(this, state, seat, card, move(card));
    }

    /** A card played lies in the trick, then with the trick's taker (or out of play, a trick nobody took). */
    @Override
    public Optional<CardPlace> lyingAt(GameState state, Card card, CardsSeen seen) {
        RomanCard roman = RomanCard.of(card);
        Seats owner = owners(state.game(), card);
        if (owner.isEmpty()) {
            return Optional.empty();
        }
        Play play = new Play(owner.first(), new SpartacusCard(roman.isBanner() ? 0 : roman.value()));
        SpartacusView view = (SpartacusView) state.view(GameState.TABLE);
        if (view.trick().contains(play)) {
            return Optional.of(new CardPlace.OnPile(CardPlace.Pile.TRICK, -1, 0));
        }
        for (int seat = 0; seat < view.won().size(); seat++) {
            if (view.won().get(seat).stream().anyMatch(trick -> trick.cards().contains(play))) {
                return Optional.of(new CardPlace.OnPile(CardPlace.Pile.TAKEN, seat, 0));
            }
        }
        return view.discarded() != null && view.discarded().cards().contains(play) ? Optional.of(new CardPlace.OutOfPlay()) : Optional.empty();
    }

    @Override
    public List<Text> describe(GameState state, int audience) {
        SpartacusView view = (SpartacusView) state.view(audience);
        List<String> trick = new ArrayList<>();
        view.trick().forEach(play -> trick.add(initial(play.seat()) + play.card().notation()));
        List<Text> lines = new ArrayList<>();
        lines.add(Text.of("console.spartacusTrick", trick.isEmpty() ? "-" : String.join(" ", trick)));
        List<String> out = new ArrayList<>();
        view.passed().forEach(seat -> out.add(initial(seat)));
        if (!out.isEmpty()) {
            lines.add(Text.of("console.spartacusOut", String.join(" ", out)));
        }
        lines.add(Text.of("console.spartacusLeft", perSeat(view.cardsLeft())));
        lines.add(Text.of("console.points", perSeat(view.scores())));
        return lines;
    }

    private static String initial(int seat) {
        return Character.toString(RomanColour.letters().charAt(seat));
    }

    private static String perSeat(List<Integer> values) {
        List<String> parts = new ArrayList<>();
        for (int seat = 0; seat < values.size(); seat++) {
            parts.add(initial(seat) + values.get(seat));
        }
        return String.join(" ", parts);
    }

    @Override
    public Text moveLabel(GameState state, int seat, int move) {
        SpartacusMove typed = (SpartacusMove) state.move(seat, move);
        if (typed instanceof SpartacusMove.PlayCard card) {
            return Text.of("console.play", Integer.toString(card.value()));
        }
        return Text.of(typed.passes() ? "console.pass" : "console.playBanner");
    }

    @Override
    public Text eventText(SeatNames seats, GameEvent event) {
        if (event instanceof SpartacusEvent.CardPlayed played) {
            Text card = played.card().isBanner() ? Text.of(played.joker() ? "card.jokerWord" : "card.bannerWord") : Text.plain(played.card().notation());
            return Text.of(played.leads() ? "spartacus.eventLeads" : "spartacus.eventPlays", seats.seat(played.seat()), card);
        }
        if (event instanceof SpartacusEvent.Passed passed) {
            return Text.of("spartacus.eventPassed", seats.seat(passed.seat()));
        }
        if (event instanceof SpartacusEvent.TrickSettled settled) {
            return settled.trick().winner() == null ? Text.of("spartacus.eventNobody")
                    : Text.of("spartacus.eventTakes", seats.seat(settled.trick().winner()), settled.trick().worth());
        }
        if (event instanceof SpartacusEvent.HandPenalty penalty) {
            return Text.of("spartacus.eventPenalty", seats.seat(penalty.seat()), penalty.penalty());
        }
        if (event instanceof SpartacusEvent.GameEnded ended) {
            return ended.taker() == null ? Text.of("spartacus.eventLastCard", seats.seat(ended.wentOut()))
                    : Text.of("spartacus.eventLastTrick", seats.seat(ended.taker()),
                            SpartacusEnd.signed(ended.lastTrick().worth()));
        }
        return null;
    }
}
