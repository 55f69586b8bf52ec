package org.tabula.hal.nfc;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A strict reader of a Type 2 Tag's data area (NFC Forum Type 2 Tag Operation spec, 2.3 "TLV
 * blocks") and of the NDEF records inside (NFC Data Exchange Format spec, 3.2 "Record Layout"),
 * down to the first text record (RTD Text spec, 3.2). Every length is checked against what is
 * there; what the specs forbid is an error that names the offset, never an exception.
 */
public final class NdefParser {
    static final int TLV_NULL = 0x00;
    static final int TLV_LOCK_CONTROL = 0x01;
    static final int TLV_MEMORY_CONTROL = 0x02;
    static final int TLV_NDEF_MESSAGE = 0x03;
    static final int TLV_PROPRIETARY = 0xFD;
    static final int TLV_TERMINATOR = 0xFE;

    private static final int TNF_EMPTY = 0x00;
    static final int TNF_WELL_KNOWN = 0x01;
    private static final int TNF_UNKNOWN = 0x05;
    private static final int TNF_UNCHANGED = 0x06;

    /** One NDEF record: its type name format, type, id and payload. */
    record Record(int tnf, byte[] type, byte[] id, byte[] payload) {
    }

    private static final class Malformed extends Exception {
        private static final long serialVersionUID = 1L;

        Malformed(String message) {
            super(message, null, false, false);
        }
    }

    private NdefParser() {
    }

    /** The first text record of the first NDEF message in a Type 2 Tag data area (the bytes from page 4 on). */
    public static NdefResult firstText(byte[] area) {
        try {
            byte[] message = ndefMessage(area);
            if (message == null) {
                return new NdefResult.NoText("no NDEF message TLV");
            }
            if (message.length == 0) {
                return new NdefResult.NoText("the NDEF message is empty");
            }
            for (Record record : records(message)) {
                if (record.tnf == TNF_WELL_KNOWN && record.type.length == 1 && record.type[0] == 'T') {
                    return text(record.payload);
                }
            }
            return new NdefResult.NoText("no text record in the NDEF message");
        } catch (Malformed e) {
            return new NdefResult.Malformed(e.getMessage());
        } catch (RuntimeException e) {
            // Unreachable by construction; kept so that no input can ever throw at the caller.
            return new NdefResult.Malformed("unreadable: " + e);
        }
    }

    /**
     * Whether the data area holds a well-formed NDEF message with at least one record (a card's
     * text, a link...): something a person may want kept. No message, an empty one, or bytes
     * that break the rules (such as a write cut short) hold nothing.
     */
    static boolean holdsMessage(byte[] area) {
        try {
            byte[] message = ndefMessage(area);
            return message != null && message.length > 0 && !records(message).isEmpty();
        } catch (Malformed e) {
            return false;
        }
    }

    /**
     * How many bytes of the data area must be read before {@link #firstText} can decide: the TLVs
     * are walked over the bytes given; the answer is at most {@code bytes.length} once the NDEF
     * TLV or the terminator is complete, or once the TLVs are known to be broken.
     */
    public static int bytesNeeded(byte[] bytes) {
        int at = 0;
        while (true) {
            if (at >= bytes.length) {
                return at + 1;
            }
            int type = bytes[at] & 0xFF;
            if (type == TLV_NULL) {
                at++;
                continue;
            }
            if (type == TLV_TERMINATOR) {
                return at + 1;
            }
            if (at + 1 >= bytes.length) {
                return at + 2;
            }
            int length = bytes[at + 1] & 0xFF;
            int header = 2;
            if (length == 0xFF) {
                if (at + 3 >= bytes.length) {
                    return at + 4;
                }
                length = (bytes[at + 2] & 0xFF) << 8 | (bytes[at + 3] & 0xFF);
                header = 4;
            }
            int end = at + header + length;
            if (type == TLV_NDEF_MESSAGE) {
                return end;
            }
            at = end;
        }
    }

    /** The value of the first NDEF message TLV, or null when there is none. */
    static byte[] ndefMessage(byte[] area) throws Malformed {
        int at = 0;
        while (at < area.length) {
            int type = area[at] & 0xFF;
            if (type == TLV_NULL) {
                at++;
                continue;
            }
            if (type == TLV_TERMINATOR) {
                return null;
            }
            if (type != TLV_LOCK_CONTROL && type != TLV_MEMORY_CONTROL && type != TLV_NDEF_MESSAGE && type != TLV_PROPRIETARY) {
                throw new Malformed(String.format("reserved TLV type 0x%02X at offset %d", type, at));
            }
            if (at + 1 >= area.length) {
                throw new Malformed("TLV at offset " + at + " has no length byte");
            }
            int length = area[at + 1] & 0xFF;
            int header = 2;
            if (length == 0xFF) {
                if (at + 3 >= area.length) {
                    throw new Malformed("TLV at offset " + at + " has a cut three-byte length");
                }
                length = (area[at + 2] & 0xFF) << 8 | (area[at + 3] & 0xFF);
                header = 4;
                if (length == 0xFFFF) {
                    throw new Malformed("TLV at offset " + at + " has the reserved length 0xFFFF");
                }
            }
            int start = at + header;
            if (length > area.length - start) {
                throw new Malformed("TLV at offset " + at + " claims " + length + " bytes but only "
                        + (area.length - start) + " remain");
            }
            if (type == TLV_NDEF_MESSAGE) {
                byte[] message = new byte[length];
                System.arraycopy(area, start, message, 0, length);
                return message;
            }
            at = start + length;
        }
        return null;
    }

    /** The records of one NDEF message, which must start with MB, end with ME and have nothing after. */
    static List<Record> records(byte[] message) throws Malformed {
        List<Record> records = new ArrayList<>();
        int at = 0;
        boolean ended = false;
        while (at < message.length) {
            if (ended) {
                throw new Malformed("bytes after the record marked message end, at offset " + at);
            }
            int recordStart = at;
            int header = message[at++] & 0xFF;
            boolean first = (header & 0x80) != 0;
            ended = (header & 0x40) != 0;
            boolean chunked = (header & 0x20) != 0;
            boolean shortRecord = (header & 0x10) != 0;
            boolean hasId = (header & 0x08) != 0;
            int tnf = header & 0x07;
            if (first != records.isEmpty()) {
                throw new Malformed("record at offset " + recordStart + (first ? " repeats message begin" : " lacks message begin"));
            }
            if (chunked || tnf == TNF_UNCHANGED) {
                throw new Malformed("chunked record at offset " + recordStart + " (not used by card tags)");
            }
            if (tnf == 0x07) {
                throw new Malformed("record at offset " + recordStart + " has the reserved type name format 7");
            }
            int typeLength = unsigned(message, at++, recordStart, "type length");
            long payloadLength;
            if (shortRecord) {
                payloadLength = unsigned(message, at++, recordStart, "payload length");
            } else {
                payloadLength = 0;
                for (int i = 0; i < 4; i++) {
                    payloadLength = payloadLength << 8 | unsigned(message, at++, recordStart, "payload length");
                }
            }
            int idLength = hasId ? unsigned(message, at++, recordStart, "id length") : 0;
            if ((tnf == TNF_EMPTY && (typeLength != 0 || idLength != 0 || payloadLength != 0))
                    || (tnf == TNF_UNKNOWN && typeLength != 0)) {
                throw new Malformed("record at offset " + recordStart + " has a type or payload its type name format forbids");
            }
            if (typeLength + idLength + payloadLength > message.length - at) {
                throw new Malformed("record at offset " + recordStart + " claims " + (typeLength + idLength + payloadLength)
                        + " bytes but only " + (message.length - at) + " remain");
            }
            byte[] type = slice(message, at, typeLength);
            at += typeLength;
            byte[] id = slice(message, at, idLength);
            at += idLength;
            byte[] payload = slice(message, at, (int) payloadLength);
            at += (int) payloadLength;
            records.add(new Record(tnf, type, id, payload));
        }
        if (!ended) {
            throw new Malformed("the NDEF message ends without a record marked message end");
        }
        return records;
    }

    private static int unsigned(byte[] bytes, int at, int recordStart, String field) throws Malformed {
        if (at >= bytes.length) {
            throw new Malformed("record at offset " + recordStart + " is cut short in its " + field);
        }
        return bytes[at] & 0xFF;
    }

    private static byte[] slice(byte[] bytes, int from, int length) {
        byte[] out = new byte[length];
        System.arraycopy(bytes, from, out, 0, length);
        return out;
    }

    /** RTD Text payload: status byte (bit 7 UTF-16, bit 6 reserved 0, bits 5-0 language length), language, text. */
    static NdefResult text(byte[] payload) throws Malformed {
        if (payload.length == 0) {
            throw new Malformed("text record without a status byte");
        }
        int status = payload[0] & 0xFF;
        if ((status & 0x40) != 0) {
            throw new Malformed("text record status byte sets the reserved bit 6");
        }
        int languageLength = status & 0x3F;
        if (languageLength == 0 || 1 + languageLength > payload.length) {
            throw new Malformed("text record language code of " + languageLength + " bytes does not fit its payload of "
                    + payload.length);
        }
        String language = decode(payload, 1, languageLength, StandardCharsets.US_ASCII, "language code");
        Charset charset = (status & 0x80) != 0 ? StandardCharsets.UTF_16 : StandardCharsets.UTF_8;
        String text = decode(payload, 1 + languageLength, payload.length - 1 - languageLength, charset, "text");
        return new NdefResult.Text(text, language);
    }

    private static String decode(byte[] bytes, int from, int length, Charset charset, String what) throws Malformed {
        try {
            return charset.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, from, length))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new Malformed("text record " + what + " is not valid " + charset.name());
        }
    }
}
