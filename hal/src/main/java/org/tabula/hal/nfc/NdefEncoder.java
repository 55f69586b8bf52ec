package org.tabula.hal.nfc;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * The writing side of {@link NdefParser}: one NDEF message holding one text record (RTD Text
 * spec 3.2, in UTF-8 or UTF-16), wrapped in an NDEF message TLV and closed by a terminator TLV, as the data
 * area of a Type 2 Tag from page 4 on. A payload up to 255 bytes goes in a short record, a
 * longer one in a normal record; a message under 255 bytes has a one-byte TLV length, a longer
 * one the three-byte form.
 */
public final class NdefEncoder {
    /** The largest NDEF TLV value the three-byte length can describe (0xFFFF is reserved). */
    static final int MAX_TLV_LENGTH = 0xFFFE;

    private NdefEncoder() {
    }

    /** How a text record's text is encoded: the status byte's bit 7 says which. */
    public enum Encoding {
        UTF_8(0x00),
        /**
         * Big-endian behind the byte order mark FE FF: two bytes a character of the Basic
         * Multilingual Plane, where UTF-8 takes three for kana and kanji. UTF-16 without a mark is
         * big-endian (RFC 2781), and so Java readers take it ({@code new String(bytes, "UTF-16")},
         * as Android apps and {@link NdefParser} decode); but Python's "utf-16" (nfcpy's ndeflib)
         * takes a text without a mark in the machine's order, little-endian on a phone or a Pi,
         * and ndeflib itself writes the mark. With it, every reader gets the same text.
         */
        UTF_16(0x80);

        private final int statusBit;

        Encoding(int statusBit) {
            this.statusBit = statusBit;
        }

        private byte[] encode(String text) {
            // Java's UTF-16 encoder writes the mark FE FF, then big-endian code units.
            return text.getBytes(this == UTF_8 ? StandardCharsets.UTF_8 : StandardCharsets.UTF_16);
        }
    }

    /** The data area carrying {@code text} in {@code language} (an IETF tag such as {@code en}), in UTF-8. */
    public static byte[] textArea(String text, String language) {
        return textArea(text, language, Encoding.UTF_8);
    }

    /** The data area carrying {@code text} in {@code language}, its text in {@code encoding}. */
    public static byte[] textArea(String text, String language, Encoding encoding) {
        return textArea(text, language, encoding, payload(text, language, encoding).length <= 0xFF);
    }

    /**
     * As {@link #textArea(String, String)}, in the short ({@code shortRecord}) or the normal record
     * form: readers must take both, whichever another writer chose.
     */
    public static byte[] textArea(String text, String language, boolean shortRecord) {
        return textArea(text, language, Encoding.UTF_8, shortRecord);
    }

    private static byte[] textArea(String text, String language, Encoding encoding, boolean shortRecord) {
        byte[] payload = payload(text, language, encoding);
        if (shortRecord && payload.length > 0xFF) {
            throw new IllegalArgumentException("a short record holds at most 255 payload bytes, not " + payload.length);
        }
        ByteArrayOutputStream record = new ByteArrayOutputStream();
        // MB, ME, SR when short, no id, TNF 1 (well-known); type "T".
        record.write(0xC0 | (shortRecord ? 0x10 : 0) | NdefParser.TNF_WELL_KNOWN);
        record.write(1);
        if (shortRecord) {
            record.write(payload.length);
        } else {
            record.write(payload.length >>> 24);
            record.write(payload.length >>> 16);
            record.write(payload.length >>> 8);
            record.write(payload.length);
        }
        record.write('T');
        record.writeBytes(payload);
        byte[] message = record.toByteArray();
        if (message.length > MAX_TLV_LENGTH) {
            throw new IllegalArgumentException("an NDEF message of " + message.length + " bytes does not fit a TLV");
        }
        ByteArrayOutputStream area = new ByteArrayOutputStream();
        area.write(NdefParser.TLV_NDEF_MESSAGE);
        if (message.length < 0xFF) {
            area.write(message.length);
        } else {
            area.write(0xFF);
            area.write(message.length >>> 8);
            area.write(message.length);
        }
        area.writeBytes(message);
        area.write(NdefParser.TLV_TERMINATOR);
        return area.toByteArray();
    }

    /** Status byte (encoding, language length), the language code, then the text. */
    private static byte[] payload(String text, String language, Encoding encoding) {
        byte[] code = language.getBytes(StandardCharsets.US_ASCII);
        if (code.length == 0 || code.length > 0x3F) {
            throw new IllegalArgumentException("a language code has 1 to 63 characters, not " + code.length);
        }
        byte[] body = encoding.encode(text);
        byte[] payload = new byte[1 + code.length + body.length];
        payload[0] = (byte) (encoding.statusBit | code.length);
        System.arraycopy(code, 0, payload, 1, code.length);
        System.arraycopy(body, 0, payload, 1 + code.length, body.length);
        return payload;
    }
}
