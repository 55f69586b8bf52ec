package org.tabula.hal;

import java.util.HexFormat;
import java.util.Optional;

/**
 * A card's NFC tag arrived at or left a reader.
 *
 * @param reader   which reader, from 0 (reader 0 is seat 0's, or the table reader)
 * @param kind     arrived or left
 * @param uid      the tag's UID, 4, 7 or 10 bytes
 * @param ndefText the tag's first NDEF text record, when it has one (names the card without enrolment)
 */
public record TagEvent(int reader, Kind kind, byte[] uid, Optional<String> ndefText) {
    public enum Kind {
        ARRIVED,
        LEFT
    }

    public TagEvent {
        uid = uid.clone();
    }

    @Override
    public byte[] uid() {
        return uid.clone();
    }

    /** The UID as upper-case hex, such as {@code 04A1B2C3D4E580}: the key of the card registry. */
    public String uidHex() {
        return HexFormat.of().withUpperCase().formatHex(uid);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TagEvent that && that.reader == reader && that.kind == kind
                && java.util.Arrays.equals(that.uid, uid) && that.ndefText.equals(ndefText);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(reader, kind, java.util.Arrays.hashCode(uid), ndefText);
    }

    @Override
    public String toString() {
        return "TagEvent[reader=" + reader + ", kind=" + kind + ", uid=" + uidHex() + ", ndefText=" + ndefText + "]";
    }
}
