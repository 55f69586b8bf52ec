package org.tabula.firmware.tally;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import org.tabula.display.text.Text;
import org.tabula.display.text.Words;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.CardTile;
import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.cards.DeckRegistration;

/**
 * The Tally deck, a deck from outside the box in test code: five copies each of a 1 and a 2 and
 * one 3, ids {@code 1/1} to {@code 1/5}, {@code 2/1} to {@code 2/5} and {@code 3/1}, each card
 * worth its number. Count to five is played with it. It is a package and one
 * line ({@code META-INF/services/org.tabula.firmware.cards.DeckRegistration} in the test
 * resources), its words its own files beside it; it prints nothing.
 */
public final class TallyDeck extends Deck<Integer> {
    static final Words WORDS = Words.beside(TallyDeck.class);
    private static final int PARCHMENT = 0xF3E5AB;
    /** The deck, the one object a game played with it names. */
    public static final TallyDeck DECK = new TallyDeck();

    private TallyDeck() {
        super("tally", WORDS.text("deck"), faces(), 3, Optional.empty());
    }

    private static Map<String, Integer> faces() {
        Map<String, Integer> faces = new LinkedHashMap<>();
        for (int number = 1; number <= 3; number++) {
            for (int copy = 1; copy <= (number < 3 ? 5 : 1); copy++) {
                faces.put(number + "/" + copy, number);
            }
        }
        return faces;
    }

    @Override
    public Text title(Card card) {
        return WORDS.text("card", face(card));
    }

    /** "Tally 2/3": the walk names which copy its tag is for. */
    @Override
    public Text walkTitle(Card card) {
        return WORDS.text("copy", card.id());
    }

    @Override
    public CardTile tile(Card card) {
        return new CardTile("+" + face(card), "", OptionalInt.of(PARCHMENT), OptionalInt.empty(), title(card));
    }

    /** The deck's line in the registry of decks. */
    public static final class Registration implements DeckRegistration {
        @Override
        public Deck<?> deck() {
            return DECK;
        }
    }
}
