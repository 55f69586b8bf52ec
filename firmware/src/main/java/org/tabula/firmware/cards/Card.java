package org.tabula.firmware.cards;

import org.tabula.display.palette.RomanColour;
import org.tabula.display.text.Text;
import org.tabula.rules.spite.SpiteCard;

/**
 * One physical card of a deck, by its id ({@code R7}, {@code YB}, {@code 10H/2}, {@code *}{@code /3}).
 */
public record Card(Deck deck, String id) {
    /** A Roman card's colour letter (R, B, G, Y, W). */
    public char colour() {
        requireRoman();
        return id.charAt(0);
    }

    /** A Roman card's colour. */
    public RomanColour romanColour() {
        return RomanColour.ofLetter(colour());
    }

    /** A Roman card's colour as a seat number in colour order (red 0, blue 1, ...). */
    public int colourIndex() {
        return romanColour().ordinal();
    }

    public boolean isBanner() {
        requireRoman();
        return id.endsWith("B") && id.length() == 2;
    }

    /** A Roman number card's value. */
    public int value() {
        requireRoman();
        if (isBanner()) {
            throw new IllegalStateException(id + " is a banner, not a number card");
        }
        return Integer.parseInt(id.substring(1));
    }

    /** A Spite and Malice card as the game writes it ({@code 7H}, {@code *}): the copy number dropped. */
    public String face() {
        if (deck != Deck.SPITE) {
            throw new IllegalStateException(id + " is not a Spite and Malice card");
        }
        return id.substring(0, id.indexOf('/'));
    }

    /** A Spite and Malice card as the game holds it. */
    public SpiteCard spiteCard() {
        return SpiteCard.named(face());
    }

    /**
     * A card of the Spite and Malice deck (two standard packs) by its rank alone, as any game
     * played with standard cards reads it: 1 (ace) to 13 (king), 0 for a joker.
     */
    public int rank() {
        return spiteCard().rank();
    }

    /** Which copy of its face a Spite and Malice card is: 1 or 2, a joker 1 to 4. */
    public int copy() {
        face();
        return Integer.parseInt(id.substring(id.indexOf('/') + 1));
    }

    /** The text an NDEF record carries to name this card without enrolment: {@code roman:R7}. */
    public String ndefText() {
        return deck.key() + ":" + id;
    }

    /** The card as players say it: "Red 7", "Blue banner", "10H", "Joker" (in English). */
    public Text title() {
        if (deck == Deck.ROMAN) {
            Text colour = Deck.colourName(colourIndex());
            return isBanner() ? Text.of("card.banner", colour) : Text.of("card.roman", colour, value());
        }
        return spiteCard().isJoker() ? Text.of("card.joker") : Text.plain(face());
    }

    /**
     * The card as enrolling or writing a deck names it: its title, and for a Spite and Malice card
     * which copy ("7H/2", "Joker 3"), since the walk goes through both decks and the copy is what
     * its tag will tell apart.
     */
    public Text walkTitle() {
        if (deck == Deck.ROMAN) {
            return title();
        }
        return spiteCard().isJoker() ? Text.of("card.jokerCopy", copy()) : Text.plain(id);
    }

    private void requireRoman() {
        if (deck != Deck.ROMAN) {
            throw new IllegalStateException(id + " is not a Roman card");
        }
    }

    @Override
    public String toString() {
        return ndefText();
    }
}
