package org.tabula.display.frame;

import java.util.Arrays;

/**
 * One 128x64 one-bit picture in SSD1306 page order: byte {@code (y / 8) * 128 + x} holds pixel
 * (x, y) in bit {@code y % 8}, a set bit being a lit pixel. This is exactly what the OLED driver
 * sends, so {@link #bytes()} goes to the display unconverted.
 *
 * <p>Pixels outside the frame are ignored by their coordinates, never by the byte index (which
 * would let x = 130 wrap into the next page).
 */
public final class Frame {
    public static final int WIDTH = 128;
    public static final int HEIGHT = 64;
    /** 8 pages of 128 columns. */
    public static final int BYTES = WIDTH * HEIGHT / 8;

    private final byte[] bytes = new byte[BYTES];

    public static boolean contains(int x, int y) {
        return x >= 0 && x < WIDTH && y >= 0 && y < HEIGHT;
    }

    public boolean get(int x, int y) {
        return contains(x, y) && (bytes[index(x, y)] & bit(y)) != 0;
    }

    /** Lights or clears one pixel; a pixel outside the frame is ignored. */
    public void set(int x, int y, boolean lit) {
        if (!contains(x, y)) {
            return;
        }
        int i = index(x, y);
        bytes[i] = (byte) (lit ? bytes[i] | bit(y) : bytes[i] & ~bit(y));
    }

    /** Flips one pixel; a pixel outside the frame is ignored. */
    public void invert(int x, int y) {
        if (contains(x, y)) {
            bytes[index(x, y)] ^= bit(y);
        }
    }

    /** The frame in SSD1306 page order: a copy, 1024 bytes. */
    public byte[] bytes() {
        return bytes.clone();
    }

    /** How many pixels are lit: for tests and for an OLED burn-in guard. */
    public int litPixels() {
        int count = 0;
        for (byte b : bytes) {
            count += Integer.bitCount(b & 0xFF);
        }
        return count;
    }

    private static int index(int x, int y) {
        return (y >> 3) * WIDTH + x;
    }

    private static int bit(int y) {
        return 1 << (y & 7);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Frame that && Arrays.equals(that.bytes, bytes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes);
    }

    /** The picture as rows of '#' and '.', for test failure messages. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(HEIGHT * (WIDTH + 1));
        for (int y = 0; y < HEIGHT; y++) {
            for (int x = 0; x < WIDTH; x++) {
                text.append(get(x, y) ? '#' : '.');
            }
            text.append('\n');
        }
        return text.toString();
    }
}
