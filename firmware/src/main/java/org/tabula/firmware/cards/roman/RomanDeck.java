package org.tabula.firmware.cards.roman;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import org.tabula.display.palette.RomanColour;
import org.tabula.display.text.Text;
import org.tabula.display.text.Words;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.CardTile;
import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.cards.DeckRegistration;

/**
 * The Roman deck (docs/cards.md): in each of five colours (R, B, G, Y, W) the numbers 0 to 10 and
 * a banner, 60 cards with ids {@code R0}..{@code R10} and {@code RB}; Sumo, Spartacus, Senator and
 * Wheel of History are played with it. Printed by {@code tabula cards pdf --deck roman}.
 */
public final class RomanDeck extends Deck<RomanCard> {
    static final Words WORDS = Words.beside(RomanDeck.class);
    private static final String BANNER_SIGN = "\u2691";
    /** The deck, the one object every game played with it names (made after the words it is named from). */
    public static final RomanDeck DECK = new RomanDeck();

    private RomanDeck() {
        super("roman", WORDS.text("deck"), faces(), 12, Optional.of(RomanDeckSheets.SHEETS));
    }

    private static Map<String, RomanCard> faces() {
        Map<String, RomanCard> faces = new LinkedHashMap<>();
        for (RomanColour colour : RomanColour.values()) {
            for (int value = 0; value <= 10; value++) {
                faces.put(colour.letter() + Integer.toString(value), RomanCard.numbered(colour, value));
            }
            faces.put(colour.letter() + "B", RomanCard.banner(colour));
        }
        return faces;
    }

    /** "Red 7", "Yellow banner". */
    @Override
    public Text title(Card card) {
        RomanCard face = face(card);
        return face.isBanner() ? WORDS.text("banner", face.colour().title()) : WORDS.text("number", face.colour().title(), face.value());
    }

    /** On the card's colour, its number or a flag for the banner. */
    @Override
    public CardTile tile(Card card) {
        RomanCard face = face(card);
        return new CardTile(face.isBanner() ? BANNER_SIGN : Integer.toString(face.value()), "", OptionalInt.of(face.colour().ink()),
                OptionalInt.empty(), title(card));
    }

    /** The deck's line in the registry of decks. */
    public static final class Registration implements DeckRegistration {
        @Override
        public Deck<?> deck() {
            return DECK;
        }
    }
}
