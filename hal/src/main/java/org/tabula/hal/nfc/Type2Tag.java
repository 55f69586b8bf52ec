package org.tabula.hal.nfc;

import org.tabula.hal.bus.BusException;

/**
 * Reading the NDEF area of an NFC Forum Type 2 Tag (NTAG213/215/216, MIFARE Ultralight) with the
 * READ command, which returns four pages (16 bytes) from the page asked for. Page 3 is the
 * capability container: E1h, version, data area size / 8, access; the data area starts at page 4.
 * Reads only as far as the NDEF TLV goes.
 */
public final class Type2Tag {
    /** The READ command code (NTAG213/215/216 datasheet, 10.2). */
    public static final int READ = 0x30;
    /** The WRITE command code (10.4): one 4-byte page, answered by a 4-bit ACK (Ah) or NAK. */
    public static final int WRITE = 0xA2;
    /** NTAG's GET_VERSION command code (10.1): 8 bytes naming the chip. */
    public static final int GET_VERSION = 0x60;
    /** The 4-bit answer of a tag that took a WRITE (9.3). */
    public static final int ACK = 0xA;
    static final int CAPABILITY_CONTAINER_PAGE = 3;
    static final int NDEF_MAGIC = 0xE1;

    /** One READ: 16 bytes from {@code page}. */
    public interface PageReader {
        byte[] read(int page) throws BusException, TagException;
    }

    private Type2Tag() {
    }

    public static NdefResult readNdef(PageReader reader) throws BusException, TagException {
        byte[] first = reader.read(CAPABILITY_CONTAINER_PAGE);
        if (first.length != 16) {
            throw new TagException(TagException.Kind.PROTOCOL, "READ returned " + first.length + " bytes, not 16");
        }
        if ((first[0] & 0xFF) != NDEF_MAGIC) {
            return new NdefResult.NoText(String.format("not NDEF formatted (capability container starts 0x%02X)", first[0]));
        }
        if ((first[1] & 0xF0) != 0x10) {
            return new NdefResult.NoText(String.format("unsupported NDEF mapping version 0x%02X", first[1]));
        }
        if ((first[3] & 0xF0) != 0) {
            return new NdefResult.NoText("the NDEF area is read-protected");
        }
        return NdefParser.firstText(dataArea(reader, first, (first[2] & 0xFF) * 8));
    }

    /**
     * The data area as far as {@link NdefParser#bytesNeeded} asks, at most {@code size} bytes:
     * the 12 bytes after the capability container in {@code first} (READ of page 3), then more READs.
     */
    static byte[] dataArea(PageReader reader, byte[] first, int size) throws BusException, TagException {
        byte[] area = new byte[Math.min(12, size)];
        System.arraycopy(first, 4, area, 0, area.length);
        int page = CAPABILITY_CONTAINER_PAGE + 4;
        while (area.length < Math.min(NdefParser.bytesNeeded(area), size)) {
            byte[] more = reader.read(page);
            if (more.length != 16) {
                throw new TagException(TagException.Kind.PROTOCOL, "READ returned " + more.length + " bytes, not 16");
            }
            int keep = Math.min(16, size - area.length);
            byte[] grown = new byte[area.length + keep];
            System.arraycopy(area, 0, grown, 0, area.length);
            System.arraycopy(more, 0, grown, area.length, keep);
            area = grown;
            page += 4;
        }
        return area;
    }
}
