package org.tabula.hal;

/** A 128x64 one-bit display (SSD1306 or SH1106). */
public interface MonoDisplay {
    int WIDTH = 128;
    int HEIGHT = 64;
    /** Bytes in one frame: 8 pages of 128 columns. */
    int FRAME_BYTES = WIDTH * HEIGHT / 8;

    /**
     * Shows one frame in SSD1306 page order: byte {@code (y / 8) * 128 + x} holds pixel (x, y)
     * in bit {@code y % 8}; a set bit is a lit pixel. The driver sends only what changed.
     */
    void write(byte[] frame);
}
