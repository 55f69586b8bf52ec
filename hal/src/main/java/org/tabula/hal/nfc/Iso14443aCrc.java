package org.tabula.hal.nfc;

/**
 * CRC_A of ISO/IEC 14443-3 (annex B): CRC-16/CCITT reflected (polynomial 8408h), preset 6363h,
 * sent low byte first. For readers that hand the host a tag's answer with its CRC unchecked.
 */
final class Iso14443aCrc {
    private Iso14443aCrc() {
    }

    /** Whether the last two bytes of {@code frame} are the CRC_A of the bytes before them. */
    static boolean valid(byte[] frame) {
        if (frame.length < 3) {
            return false;
        }
        int crc = 0x6363;
        for (int i = 0; i < frame.length - 2; i++) {
            crc ^= frame[i] & 0xFF;
            for (int bit = 0; bit < 8; bit++) {
                crc = (crc & 1) != 0 ? crc >>> 1 ^ 0x8408 : crc >>> 1;
            }
        }
        return (frame[frame.length - 2] & 0xFF) == (crc & 0xFF) && (frame[frame.length - 1] & 0xFF) == crc >>> 8;
    }
}
