package org.tabula.hal.nfc;

import java.util.Optional;

/**
 * The NTAG21x chips a card sticker may carry (NTAG213/215/216 datasheet rev 3.2): how GET_VERSION
 * names each, how many pages it has, and the capability container NXP programs into it. User
 * memory runs from page 4 to just before the dynamic lock bytes; configuration pages follow.
 */
public enum NtagChip {
    NTAG213(0x0F, 45, 0x12),
    NTAG215(0x11, 135, 0x3E),
    NTAG216(0x13, 231, 0x6D);

    /** GET_VERSION's vendor (NXP) and product type (NTAG) bytes. */
    private static final int NXP = 0x04;
    private static final int NTAG = 0x04;

    private final int storageSize;
    private final int pages;
    private final int ccSize;

    NtagChip(int storageSize, int pages, int ccSize) {
        this.storageSize = storageSize;
        this.pages = pages;
        this.ccSize = ccSize;
    }

    /** The chip a GET_VERSION answer names (header 00h, vendor, type, subtype, versions, storage size, protocol); empty for any other. */
    public static Optional<NtagChip> identify(byte[] version) {
        if (version.length != 8 || (version[1] & 0xFF) != NXP || (version[2] & 0xFF) != NTAG) {
            return Optional.empty();
        }
        for (NtagChip chip : values()) {
            if ((version[6] & 0xFF) == chip.storageSize) {
                return Optional.of(chip);
            }
        }
        return Optional.empty();
    }

    /** The GET_VERSION answer of this chip (NTAG21x, 50 pF, version 1.0, ISO/IEC 14443-3). */
    public byte[] version() {
        return new byte[] {0x00, NXP, NTAG, 0x02, 0x01, 0x00, (byte) storageSize, 0x03};
    }

    /** Pages 00h up to the last configuration page. */
    public int pages() {
        return pages;
    }

    /** The page of the dynamic lock bytes, just after user memory. */
    public int dynamicLockPage() {
        return pages - 5;
    }

    /** The capability container NXP programs: NDEF magic, mapping version 1.0, data area size / 8, free access. */
    public byte[] capabilityContainer() {
        return new byte[] {(byte) 0xE1, 0x10, (byte) ccSize, 0x00};
    }

    /** The data area's size in bytes as its capability container gives it. */
    public int dataAreaBytes() {
        return ccSize * 8;
    }
}
