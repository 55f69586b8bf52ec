package org.tabula.simulator.devices;

import java.io.IOException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.cards.Decks;

/**
 * The simulator's stickers: each card of each deck has a fixed 7-byte UID
 * ({@code 04 54 42 <deck> <index>}, the deck by its place in the registry of decks), so its tiles
 * can be enrolled like real cards.
 */
public final class VirtualTags {
    private VirtualTags() {
    }

    public static byte[] uid(Card card) {
        int index = card.deck().cards().indexOf(card);
        return new byte[] {0x04, 0x54, 0x42, (byte) Decks.all().indexOf(card.deck()), 0, (byte) (index >> 8), (byte) index};
    }

    public static String uidHex(Card card) {
        return HexFormat.of().withUpperCase().formatHex(uid(card));
    }

    /** Enrols every card of each deck that has no card enrolled at all, so a first run can play at once. */
    public static void enrolUnenrolledDecks(CardRegistry registry) throws IOException {
        Map<String, Card> tags = new LinkedHashMap<>();
        for (Deck<?> deck : Decks.all()) {
            if (registry.enrolledCount(deck) == 0) {
                deck.cards().forEach(card -> tags.put(uidHex(card), card));
            }
        }
        if (!tags.isEmpty()) {
            registry.enrolAll(tags);
        }
    }
}
