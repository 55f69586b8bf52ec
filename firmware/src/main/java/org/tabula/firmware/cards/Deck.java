package org.tabula.firmware.cards;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.tabula.display.palette.RomanColour;
import org.tabula.display.text.Text;

/**
 * The two physical decks (docs/cards.md), each card with a short id: the Roman deck's
 * {@code R0}..{@code R10} and banner {@code RB} in five colours (R, B, G, Y, W), and the Spite
 * and Malice deck's two copies of each standard card ({@code 7H/1}, {@code 7H/2}) and four
 * jokers ({@code *}{@code /1}..{@code /4}).
 */
public enum Deck {
    ROMAN("roman", "deck.roman", romanCards()),
    SPITE("spite", "deck.spite", spiteCards());

    /** Colour letters of the Roman deck, in seat order: seat 0 is red, seat 1 blue... */
    public static final String COLOURS = RomanColour.letters();
    static final String RANKS_TEXT = "A 2 3 4 5 6 7 8 9 10 J Q K";
    static final String SUITS = "SHDC";

    private final String key;
    private final String titleKey;
    private final Map<String, Card> byId;

    Deck(String key, String titleKey, List<String> ids) {
        this.key = key;
        this.titleKey = titleKey;
        Map<String, Card> cards = new LinkedHashMap<>();
        ids.forEach(id -> cards.put(id, new Card(this, id)));
        this.byId = Collections.unmodifiableMap(cards);
    }

    /** The name in the registry file and in NDEF texts: {@code roman}, {@code spite}. */
    public String key() {
        return key;
    }

    /** The deck's name: "Roman deck", "Spite and Malice deck" (in English). */
    public Text title() {
        return Text.of(titleKey);
    }

    /** Every card, in enrolment order. */
    public List<Card> cards() {
        return List.copyOf(byId.values());
    }

    public Optional<Card> card(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /** A Roman colour's name by its index in {@link #COLOURS}: "Red", "Blue"... (in English). */
    public static Text colourName(int index) {
        return RomanColour.values()[index].title();
    }

    public static Optional<Deck> byKey(String key) {
        for (Deck deck : values()) {
            if (deck.key.equals(key)) {
                return Optional.of(deck);
            }
        }
        return Optional.empty();
    }

    private static List<String> romanCards() {
        List<String> ids = new ArrayList<>();
        for (RomanColour colour : RomanColour.values()) {
            for (int value = 0; value <= 10; value++) {
                ids.add(colour.letter() + Integer.toString(value));
            }
            ids.add(colour.letter() + "B");
        }
        return ids;
    }

    private static List<String> spiteCards() {
        List<String> ids = new ArrayList<>();
        for (int copy = 1; copy <= 2; copy++) {
            for (char suit : SUITS.toCharArray()) {
                for (String rank : RANKS_TEXT.split(" ")) {
                    ids.add(rank + suit + "/" + copy);
                }
            }
        }
        for (int joker = 1; joker <= 4; joker++) {
            ids.add("*/" + joker);
        }
        return ids;
    }
}
