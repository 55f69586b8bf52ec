package org.tabula.firmware.cards;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.tabula.display.text.Text;
import org.tabula.firmware.cards.print.PrintedSheets;

/**
 * A physical deck, declared in a package of its own and registered there ({@link Decks}): its
 * cards by the ids written on their tags ({@code roman:R7}), what each card is to the games
 * played with it (its face, of type {@code F}: copies of a card share a face), the cards' names
 * for people, the simulator's tile of each card and what {@code tabula cards pdf} prints. Nothing
 * outside the deck's package knows its cards; a game played with it reads a tapped card's face.
 *
 * @param <F> the typed value a game reads from a card of the deck
 */
public abstract class Deck<F> {
    private final String key;
    private final Text title;
    private final Map<String, Card> byId;
    private final Map<Card, F> faces;
    private final int tilesInRow;
    private final Optional<PrintedSheets> printed;

    /**
     * @param key        the deck's name in the registry file and in NDEF texts ({@code roman}): never
     *                   changed once cards carry it
     * @param title      the deck's name: "Roman deck" (in English)
     * @param faces      each card's id (what its tag carries after the colon, never changed either)
     *                   and its face, in enrolment order
     * @param tilesInRow how many of its tiles the simulator lays in a row
     * @param printed    what {@code tabula cards pdf --deck KEY} prints for the deck, if anything
     */
    protected Deck(String key, Text title, Map<String, F> faces, int tilesInRow, Optional<PrintedSheets> printed) {
        this.key = key;
        this.title = title;
        this.tilesInRow = tilesInRow;
        this.printed = printed;
        Map<String, Card> cards = new LinkedHashMap<>();
        Map<Card, F> byCard = new LinkedHashMap<>();
        faces.forEach((id, face) -> {
            Card card = new Card(this, id);
            cards.put(id, card);
            byCard.put(card, face);
        });
        this.byId = Collections.unmodifiableMap(cards);
        this.faces = Collections.unmodifiableMap(byCard);
    }

    /** The name in the registry file and in NDEF texts: {@code roman}, {@code spite}. */
    public final String key() {
        return key;
    }

    /** Every card, in enrolment order. */
    public final List<Card> cards() {
        return List.copyOf(byId.values());
    }

    public final Optional<Card> card(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /**
     * What a card of this deck is to a game: {@code R7} is red 7, {@code 7H/2} the seven of hearts.
     *
     * @throws IllegalArgumentException for a card of another deck
     */
    public final F face(Card card) {
        F face = faces.get(card);
        if (face == null) {
            throw new IllegalArgumentException(card + " is not a card of the deck " + key);
        }
        return face;
    }

    /** The deck's name: "Roman deck" (in English). */
    public final Text title() {
        return title;
    }

    /** A card as players say it: "Red 7", "10H", "Joker" (in English). */
    public abstract Text title(Card card);

    /**
     * A card as enrolling or writing the deck names it: its title, and which copy it is where the
     * deck has copies of a face ("7H/2", "Joker 3"), since the copy is what its tag tells apart.
     */
    public Text walkTitle(Card card) {
        return title(card);
    }

    /** How the simulator's window draws a card's tile. */
    public abstract CardTile tile(Card card);

    /** How many tiles the simulator lays in a row. */
    public final int tilesInRow() {
        return tilesInRow;
    }

    /** What {@code tabula cards pdf --deck KEY} prints for the deck, if anything. */
    public final Optional<PrintedSheets> printed() {
        return printed;
    }

    @Override
    public String toString() {
        return key;
    }
}
