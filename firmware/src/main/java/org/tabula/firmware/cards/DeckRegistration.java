package org.tabula.firmware.cards;

/**
 * A deck's line in the registry of physical decks ({@link Decks}): a class in the deck's own
 * package, named in {@code META-INF/services/org.tabula.firmware.cards.DeckRegistration}, that
 * hands out the deck's one object (the loader makes a service afresh, and a deck is compared by identity).
 */
public interface DeckRegistration {
    Deck<?> deck();
}
