package org.tabula.firmware.cards;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import org.tabula.firmware.club.Badge;
import org.tabula.firmware.journal.Durable;
import org.tabula.firmware.json.Json;
import org.tabula.hal.TagEvent;

/**
 * Which physical card each enrolled tag is, kept in the state directory as
 * {@code {"format": 1, "tags": {"04A1B2C3": "roman:R7", ...}}} and rewritten atomically ({@link Durable}) after
 * every change. A tag whose NDEF text names a card ({@code roman:R7}) needs no entry.
 */
public final class CardRegistry {
    public static final String FILE_NAME = "cards.json";
    private static final int FORMAT = 1;

    private final Path file;
    private final Map<String, Card> byUid;

    private CardRegistry(Path file, Map<String, Card> byUid) {
        this.file = file;
        this.byUid = byUid;
    }

    /** A registry that lives only in memory (tests, the simulator without a state directory). */
    public static CardRegistry inMemory() {
        return new CardRegistry(null, new LinkedHashMap<>());
    }

    /**
     * The registry in {@code stateDirectory}, empty if it has no file yet.
     *
     * @throws IOException if the file cannot be read or is not a registry (the message says where)
     */
    public static CardRegistry load(Path stateDirectory) throws IOException {
        Path file = stateDirectory.resolve(FILE_NAME);
        Map<String, Card> cards = new LinkedHashMap<>();
        try {
            String expected = "not a card registry of format " + FORMAT;
            JsonNode saved = Json.readFile(Files.readAllBytes(file), file);
            // Other keys are ignored: a later version may keep more beside the tags.
            if (!(saved.get("format") instanceof IntNode format) || format.intValue() != FORMAT
                    || !(saved.get("tags") instanceof ObjectNode tags)) {
                throw new IOException(file + ": " + expected);
            }
            for (Iterator<Map.Entry<String, JsonNode>> entries = tags.fields(); entries.hasNext();) {
                Map.Entry<String, JsonNode> entry = entries.next();
                JsonNode name = entry.getValue();
                Optional<Card> card = name instanceof TextNode text ? parse(text.textValue()) : Optional.empty();
                cards.put(entry.getKey(), card.orElseThrow(
                        () -> new IOException(file + ": tag " + entry.getKey() + " names no card: " + Json.text(name))));
            }
        } catch (NoSuchFileException e) {
            // No cards enrolled yet.
        }
        return new CardRegistry(file, cards);
    }

    /** A card named the way NDEF texts and the registry file name it: {@code roman:R7}. */
    public static Optional<Card> parse(String text) {
        int colon = text.indexOf(':');
        if (colon < 0) {
            return Optional.empty();
        }
        return Decks.byKey(text.substring(0, colon).trim()).flatMap(deck -> deck.card(text.substring(colon + 1).trim()));
    }

    /**
     * The card a tag is: named by its NDEF text, else enrolled under its UID; never a person's badge
     * (a tag written {@code badge:...}, even over a card's enrolled tag).
     */
    public Optional<Card> card(TagEvent tag) {
        Optional<Card> named = tag.ndefText().flatMap(CardRegistry::parse);
        if (named.isPresent() || Badge.of(tag).isPresent()) {
            return named;
        }
        return Optional.ofNullable(byUid.get(tag.uidHex()));
    }

    /** The tag enrolled for a card, if any. */
    public Optional<String> uidOf(Card card) {
        return byUid.entrySet().stream().filter(e -> e.getValue().equals(card)).map(Map.Entry::getKey).findFirst();
    }

    public int enrolledCount(Deck<?> deck) {
        return (int) byUid.values().stream().filter(card -> card.deck() == deck).count();
    }

    /**
     * Records that the tag is this card (a card re-enrolled with a new sticker forgets its old
     * one) and saves. On a failed save nothing changes.
     */
    public void enrol(String uidHex, Card card) throws IOException {
        enrolAll(Map.of(uidHex, card));
    }

    /** Enrols several tags with one save. */
    public void enrolAll(Map<String, Card> tags) throws IOException {
        Map<String, Card> next = new LinkedHashMap<>(byUid);
        next.values().removeIf(tags::containsValue);
        next.putAll(tags);
        replace(next);
    }

    /** Forgets every tag of the deck and saves. */
    public void forget(Deck<?> deck) throws IOException {
        Map<String, Card> next = new LinkedHashMap<>(byUid);
        next.values().removeIf(card -> card.deck() == deck);
        replace(next);
    }

    private void replace(Map<String, Card> next) throws IOException {
        if (file != null) {
            ObjectNode root = Json.object();
            root.put("format", FORMAT);
            ObjectNode tags = root.putObject("tags");
            next.forEach((uid, card) -> tags.put(uid, card.ndefText()));
            Durable.writeAtomically(file, Json.indented(root));
        }
        byUid.clear();
        byUid.putAll(next);
    }
}
