package org.tabula.hal.nfc;

/** What a tag's NDEF area says about the card's name. Parsing never throws: garbage is {@link Malformed}. */
public sealed interface NdefResult {
    /** The first text record. */
    record Text(String text, String language) implements NdefResult {
    }

    /** Well-formed, but no text record to name the card (no NDEF message, an empty one, only URIs...). */
    record NoText(String why) implements NdefResult {
    }

    /** The bytes break the NFC Forum TLV or NDEF rules; {@code error} says where and how. */
    record Malformed(String error) implements NdefResult {
    }
}
