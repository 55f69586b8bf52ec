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
 * card, is the game's to say ({@link GameAdapter#placeAfter}); the memory is lost with a restart,
 * and a game then asks as it would for a card it never saw.
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
    public void put(Place place, Card card) {
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

    /** The card went where the box keeps no place (Spite and Malice: a centre pile). */
    public void forget(Card card) {
        Place was = byCard.remove(card);
        if (was != null) {
            byPlace.remove(was);
        }
    }

    /** A new game: nothing seen yet. */
    public void clear() {
        byPlace.clear();
        byCard.clear();
    }
}
