package org.tabula.firmware.cards;

import org.tabula.display.text.Text;

/**
 * One physical card of a deck, by its id ({@code R7}, {@code YB}, {@code 10H/2}, {@code *}{@code /3}).
 * What it is to a game is its deck's to say ({@link Deck#face}).
 */
public record Card(Deck<?> deck, String id) {
    /** The text an NDEF record carries to name this card without enrolment: {@code roman:R7}. */
    public String ndefText() {
        return deck.key() + ":" + id;
    }

    /** The card as players say it: "Red 7", "Blue banner", "10H", "Joker" (in English). */
    public Text title() {
        return deck.title(this);
    }

    /** The card as enrolling or writing a deck names it ({@link Deck#walkTitle}). */
    public Text walkTitle() {
        return deck.walkTitle(this);
    }

    /** What the card is to a game, as its deck says: copies of one face are equal. */
    public Object face() {
        return deck.face(this);
    }

    @Override
    public String toString() {
        return ndefText();
    }
}
