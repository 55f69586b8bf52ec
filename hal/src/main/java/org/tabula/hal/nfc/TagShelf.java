package org.tabula.hal.nfc;

import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;

import org.tabula.hal.bus.BusException;

/**
 * Simulated stickers by UID, each an NTAG213 as NXP ships it (formatted, no message) until
 * written: the simulator's tags, and the console tests', written and read by the same
 * {@link Type2TagWriter} and {@link Type2Tag} as real ones. Not thread-safe.
 */
public final class TagShelf {
    private static final byte[] EMPTY_MESSAGE = {0x03, 0x00, (byte) 0xFE};

    private final Map<String, NtagMemory> tags = new HashMap<>();

    /** The sticker with this 7-byte UID, taken fresh from the roll on first use. */
    public NtagMemory tag(byte[] uid) {
        return tags.computeIfAbsent(HexFormat.of().formatHex(uid), key -> NtagMemory.formatted(NtagChip.NTAG213, uid, EMPTY_MESSAGE));
    }

    /**
     * Writes {@code text} onto the sticker as a reader would (see {@link Type2TagWriter#write}); a
     * UID that is not 7 bytes long belongs to no NTAG (a MIFARE Classic's has 4) and is refused.
     */
    public TagWriteResult write(byte[] uid, String text, boolean overwrite) {
        if (uid.length != 7) {
            return new TagWriteResult.Refused(TagWriteResult.Refusal.NOT_TYPE_2, "a " + uid.length + "-byte UID is no NTAG's");
        }
        try {
            return Type2TagWriter.write(tag(uid).commands(), text, overwrite);
        } catch (BusException e) {
            throw new IllegalStateException("a simulated tag has no bus to fail", e);
        }
    }

    /** The sticker's first NDEF text, if it has been given one; a UID of another length is no NTAG and has none. */
    public Optional<String> text(byte[] uid) {
        if (uid.length != 7 || !tags.containsKey(HexFormat.of().formatHex(uid))) {
            return Optional.empty();
        }
        try {
            return Type2Tag.readNdef(tag(uid).commands()) instanceof NdefResult.Text text ? Optional.of(text.text()) : Optional.empty();
        } catch (BusException | TagException e) {
            throw new IllegalStateException("a simulated tag never fails to read", e);
        }
    }
}
