package org.tabula.firmware.counting;

import java.util.List;
import java.util.Optional;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.play.CardPlace;
import org.tabula.firmware.play.CardsSeen;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.GenericAdapter;
import org.tabula.firmware.play.RomanCards;
import org.tabula.firmware.tally.TallyDeck;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;

/**
 * Count to five at the box, played with the Tally deck: a card of 1 or 2 adds its number for the
 * seat to move (the card's face, as the deck gives it) and stays on the count, out of play; a 3
 * has no part in the game. The buttons list the same moves; the table reads as the plainest
 * adapter has it.
 */
final class CountingAdapter implements GameAdapter {
    /** Where a card played lies: on the count, which it raised from {@code from} (so each card played has its own place). */
    private record OnTheCount(int from) implements CardsSeen.Place {
    }

    private final Text title;
    private final GenericAdapter plain;

    CountingAdapter(Text title) {
        this.title = title;
        this.plain = new GenericAdapter(title);
    }

    @Override
    public Seats owners(Game game, Card card) {
        return TallyDeck.DECK.face(card) <= 2 ? Seats.firstN(game.players()) : Seats.NONE;
    }

    @Override
    public int[] movesWith(GameState state, int seat, Card card, CardsSeen seen) {
        int added = TallyDeck.DECK.face(card);
        boolean legal = owners(state.game(), card).contains(seat) && state.toMove().contains(seat) && state.refusal(seat, added) == null;
        return legal ? new int[] {added} : new int[0];
    }

    @Override
    public Text whyNot(GameState state, int seat, Card card, CardsSeen seen) {
        if (owners(state.game(), card).isEmpty()) {
            return Text.of("refuse.notInGame", card.title(), title);
        }
        return RomanCards.whyNot(this, state, seat, card, new CountingMove(TallyDeck.DECK.face(card)));
    }

    @Override
    public CardsSeen.Place placeAfter(GameState before, int seat, int move) {
        return new OnTheCount(((CountingView) before.view(GameState.TABLE)).count());
    }

    @Override
    public Optional<CardPlace> lyingAt(GameState state, Card card, CardsSeen seen) {
        return seen.placeOf(card).map(place -> new CardPlace.OutOfPlay());
    }

    @Override
    public List<Text> describe(GameState state, int audience) {
        return plain.describe(state, audience);
    }
}
