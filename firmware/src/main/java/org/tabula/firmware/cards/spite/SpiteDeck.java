package org.tabula.firmware.cards.spite;

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
 * The Spite deck (docs/cards.md): two standard packs and four jokers, bought, with a sticker on
 * each card; Spite and Malice is played with all of it and En Garde with its aces to fives. Each
 * card's id is its face and which copy it is: {@code 7H/1}, {@code 7H/2}, the jokers
 * {@code *}{@code /1} to {@code *}{@code /4}. {@code tabula cards pdf --deck spite-labels} prints a
 * copy mark for each card's face.
 */
public final class SpiteDeck extends Deck<PlayingCard> {
    static final Words WORDS = Words.beside(SpiteDeck.class);
    /** The order of the ids: spades, hearts, diamonds, clubs (suit numbers 3, 2, 1, 0), each ace to king. */
    private static final int[] ID_SUITS = {3, 2, 1, 0};
    private static final int JOKERS = 4;
    private static final int PURPLE = 0x6A1B9A;
    private static final int RED = 0xC62828;
    private static final int BLACK = 0x000000;
    private static final int WHITE = 0xFFFFFF;
    /** The deck, the one object every game played with it names (made after the constants it is made of). */
    public static final SpiteDeck DECK = new SpiteDeck();

    private SpiteDeck() {
        super("spite", WORDS.text("deck"), faces(), 13, Optional.of(SpiteLabelSheets.SHEETS));
    }

    private static Map<String, PlayingCard> faces() {
        Map<String, PlayingCard> faces = new LinkedHashMap<>();
        for (int copy = 1; copy <= 2; copy++) {
            for (int suit : ID_SUITS) {
                for (int rank = 1; rank <= 13; rank++) {
                    PlayingCard face = new PlayingCard(rank, suit);
                    faces.put(face.name() + "/" + copy, face);
                }
            }
        }
        for (int joker = 1; joker <= JOKERS; joker++) {
            faces.put("*/" + joker, PlayingCard.JOKER);
        }
        return faces;
    }

    /** Which copy of its face a card is: 1 or 2, a joker 1 to 4. */
    static int copy(Card card) {
        return Integer.parseInt(card.id().substring(card.id().indexOf('/') + 1));
    }

    /** "10H", "Joker". */
    @Override
    public Text title(Card card) {
        PlayingCard face = face(card);
        return face.isJoker() ? WORDS.text("joker") : Text.plain(face.name());
    }

    /** "7H/2", "Joker 3": the walk goes through both packs, and the copy is what its tag tells apart. */
    @Override
    public Text walkTitle(Card card) {
        return face(card).isJoker() ? WORDS.text("jokerCopy", copy(card)) : Text.plain(card.id());
    }

    /** The face in its suit's colour on white, with its copy beside it. */
    @Override
    public CardTile tile(Card card) {
        PlayingCard face = face(card);
        int ink = face.isJoker() ? PURPLE : face.suit() == 1 || face.suit() == 2 ? RED : BLACK;
        return new CardTile(face.name(), Integer.toString(copy(card)), OptionalInt.of(WHITE), OptionalInt.of(ink),
                WORDS.text("copy", title(card), Integer.toString(copy(card))));
    }

    /** The deck's line in the registry of decks. */
    public static final class Registration implements DeckRegistration {
        @Override
        public Deck<?> deck() {
            return DECK;
        }
    }
}
