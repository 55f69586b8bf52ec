package org.tabula.hal.fakes;

/** ISO/IEC 14443-3 annex B CRC_A (preset 6363h), computed in software for the fakes. */
public final class CrcA {
    private CrcA() {
    }

    /** The CRC of {@code length} bytes, low byte first as sent. */
    public static byte[] of(byte[] data, int length) {
        int crc = 0x6363;
        for (int i = 0; i < length; i++) {
            int b = (data[i] ^ crc) & 0xFF;
            b = (b ^ (b << 4)) & 0xFF;
            crc = (crc >> 8) ^ (b << 8) ^ (b << 3) ^ (b >> 4);
        }
        return new byte[] {(byte) crc, (byte) (crc >> 8)};
    }

    public static byte[] append(byte[] data) {
        byte[] crc = of(data, data.length);
        byte[] out = java.util.Arrays.copyOf(data, data.length + 2);
        out[data.length] = crc[0];
        out[data.length + 1] = crc[1];
        return out;
    }

    public static boolean valid(byte[] frame) {
        if (frame.length < 3) {
            return false;
        }
        byte[] crc = of(frame, frame.length - 2);
        return crc[0] == frame[frame.length - 2] && crc[1] == frame[frame.length - 1];
    }
}
