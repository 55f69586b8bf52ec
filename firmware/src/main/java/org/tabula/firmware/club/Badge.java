package org.tabula.firmware.club;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Optional;

import org.tabula.hal.TagEvent;

/**
 * A person's badge: an NFC tag whose NDEF text is {@code badge:} and the badge's id (8 hex
 * digits the box chose). No deck is called {@code badge}, so a badge never reads as a card, and a
 * card's text ({@code roman:R7}) or a tag enrolled by its UID never reads as a badge.
 */
public record Badge(String id) {
    static final String PREFIX = "badge:";

    public Badge {
        if (!id.matches("[0-9A-F]{8}")) {
            throw new IllegalArgumentException("a badge's id is 8 hex digits: " + id);
        }
    }

    /** A new badge id, from {@link SecureRandom}: a badge written for one person never names another. */
    static Badge fresh(SecureRandom random) {
        return new Badge(HexFormat.of().withUpperCase().toHexDigits(random.nextInt()));
    }

    /** The badge a tag carries, if its NDEF text is one. */
    public static Optional<Badge> of(TagEvent tag) {
        return tag.ndefText().flatMap(Badge::parse);
    }

    /** The badge an NDEF text names ({@code badge:3F9A0C12}), if it names one. */
    public static Optional<Badge> parse(String text) {
        String trimmed = text.strip();
        if (!trimmed.startsWith(PREFIX)) {
            return Optional.empty();
        }
        String id = trimmed.substring(PREFIX.length()).strip().toUpperCase(java.util.Locale.ROOT);
        return id.matches("[0-9A-F]{8}") ? Optional.of(new Badge(id)) : Optional.empty();
    }

    /** The NDEF text to write on the tag. */
    public String ndefText() {
        return PREFIX + id;
    }
}
