package org.tabula.hal.fakes;

import java.util.Arrays;

/** A bit string as ISO/IEC 14443 sends it: each byte least significant bit first. */
final class Bits {
    private final boolean[] bits;

    private Bits(boolean[] bits) {
        this.bits = bits;
    }

    static Bits of(byte[] bytes, int count) {
        boolean[] bits = new boolean[count];
        for (int i = 0; i < count; i++) {
            bits[i] = (bytes[i / 8] >> (i % 8) & 1) != 0;
        }
        return new Bits(bits);
    }

    static Bits ofBytes(byte[] bytes) {
        return of(bytes, bytes.length * 8);
    }

    static Bits ofNibble(int value) {
        return of(new byte[] {(byte) value}, 4);
    }

    int size() {
        return bits.length;
    }

    boolean get(int index) {
        return bits[index];
    }

    Bits from(int start) {
        return new Bits(Arrays.copyOfRange(bits, start, bits.length));
    }

    /** Packs the bits starting at bit {@code align} of the first byte, as the MFRC522's RxAlign does. */
    byte[] pack(int align) {
        int total = align + bits.length;
        byte[] bytes = new byte[(total + 7) / 8];
        for (int i = 0; i < bits.length; i++) {
            if (bits[i]) {
                int at = align + i;
                bytes[at / 8] |= (byte) (1 << (at % 8));
            }
        }
        return bytes;
    }

    /** Several tags answering at once: the first position where they differ, or -1. */
    static int firstCollision(java.util.List<Bits> answers) {
        int length = answers.stream().mapToInt(Bits::size).min().orElse(0);
        for (int i = 0; i < length; i++) {
            boolean first = answers.get(0).get(i);
            for (Bits answer : answers) {
                if (answer.get(i) != first) {
                    return i;
                }
            }
        }
        return -1;
    }

    /** The bits up to {@code end}, then zeros to {@code length} (MFRC522 ValuesAfterColl = 0). */
    Bits truncatedAt(int end, int length) {
        boolean[] out = new boolean[length];
        System.arraycopy(bits, 0, out, 0, Math.min(end, bits.length));
        return new Bits(out);
    }
}
