package org.tabula.firmware.cards;

import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The physical decks the box knows, one line each in
 * {@code META-INF/services/org.tabula.firmware.cards.DeckRegistration}, in the order of that file
 * (the order of the enrol menu and of the simulator's tabs). The one list of decks: the tag
 * registry, the menus, {@code tabula cards} and the simulator read it.
 */
public final class Decks {
    private static final List<Deck<?>> ALL = ServiceLoader.load(DeckRegistration.class).stream()
            .<Deck<?>>map(provider -> provider.get().deck()).toList();

    private Decks() {
    }

    /** Every deck, in the order registered. */
    public static List<Deck<?>> all() {
        return ALL;
    }

    /** The deck of this name in NDEF texts and the registry file ({@code roman}). */
    public static Optional<Deck<?>> byKey(String key) {
        return ALL.stream().filter(deck -> deck.key().equals(key)).findFirst();
    }
}
