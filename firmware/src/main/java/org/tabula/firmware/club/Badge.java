package org.tabula.firmware.club;

import java.util.Optional;

import org.tabula.hal.TagEvent;

/**
 * A person's badge: an NFC tag whose NDEF text is {@code badge:} and the person's name as the
 * roster has it ({@code badge:Aki}). No deck is called {@code badge}, so a badge never reads as a
 * card, and a card's text ({@code roman:R7}) or a tag enrolled by its UID never reads as a badge.
 * The name alone makes it: a badge needs no record on the box, so it is written by the box or by
 * any phone that writes NFC text, and works for as long as its name is on the roster.
 */
public record Badge(PlayerName name) {
    static final String PREFIX = "badge:";

    /** The badge a tag carries, if its NDEF text is one. */
    public static Optional<Badge> of(TagEvent tag) {
        return tag.ndefText().flatMap(Badge::parse);
    }

    /** The badge an NDEF text names ({@code badge:Aki}), if it names one. */
    public static Optional<Badge> parse(String text) {
        if (!text.startsWith(PREFIX)) {
            return Optional.empty();
        }
        try {
            return Optional.of(new Badge(PlayerName.parse(text.substring(PREFIX.length()))));
        } catch (RosterRefusal e) {
            return Optional.empty();
        }
    }

    /** The NDEF text to write on the tag. */
    public String ndefText() {
        return PREFIX + name.text();
    }
}
