package org.tabula.firmware.play;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import org.tabula.firmware.cards.Card;

/**
 * Which physical card the box saw last at each place of the table in the game in play, by its
 * tag (Spite and Malice's two copies of a card are two tags: {@code 7H/1}, {@code 7H/2}). The rules
 * know cards by face only; this lets a tap of one copy stand for the place the box saw that copy
 * go, and a tap of the other for the hand. A card lies in one place at a time: putting it
 * somewhere takes it from where it was. What the places are, and whether one still holds its
 * card, is the game's to say ({@link CardTaps#placeAfter}). It is rebuilt from the game's moves
 * and the cards tapped for them ({@link Match#cards}), which the journal keeps: it holds after a
 * take-back and after a restart.
 */
public final class CardsSeen {
    /** A place on the table a game names (Spite and Malice: a card of a pay-off or discard pile, by its height). */
    public interface Place {
    }

    private final Map<Place, Card> byPlace = new HashMap<>();
    private final Map<Card, Place> byCard = new HashMap<>();

    /** The card the box last saw at the place, if any. */
    public Optional<Card> at(Place place) {
        return Optional.ofNullable(byPlace.get(place));
    }

    /** Where the box last saw the card, if anywhere. */
    public Optional<Place> placeOf(Card card) {
        return Optional.ofNullable(byCard.get(card));
    }

    /** The card now lies at the place (null: a card the box did not see, so the place's card is unknown). */
    private void put(Place place, Card card) {
        Card before = byPlace.remove(place);
        if (before != null) {
            byCard.remove(before);
        }
        if (card == null) {
            return;
        }
        Place was = byCard.remove(card);
        if (was != null) {
            byPlace.remove(was);
        }
        byPlace.put(place, card);
        byCard.put(card, place);
    }

    /** The card went where the box keeps no place. */
    private void forget(Card card) {
        Place was = byCard.remove(card);
        if (was != null) {
            byPlace.remove(was);
        }
    }

    /**
     * A move was made: its card (null: one the box did not see) now lies at {@code place} (null:
     * where the box keeps no place), and the move took the others where {@code others} says
     * ({@link CardTaps#placesMoved}).
     */
    public void moved(Place place, Card card, java.util.function.UnaryOperator<Place> others) {
        if (place != null) {
            put(place, card);
        } else if (card != null) {
            forget(card);
        }
        rename(others);
    }

    /** Every place renamed as {@code moved} says (null: its card's place is no longer known). */
    private void rename(java.util.function.UnaryOperator<Place> moved) {
        Map<Card, Place> before = new HashMap<>(byCard);
        clear();
        before.forEach((card, place) -> {
            Place now = moved.apply(place);
            if (now != null) {
                put(now, card);
            }
        });
    }

    /** A new game: nothing seen yet. */
    public void clear() {
        byPlace.clear();
        byCard.clear();
    }
}
