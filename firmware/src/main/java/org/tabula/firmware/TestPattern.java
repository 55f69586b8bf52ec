package org.tabula.firmware;

import org.tabula.hal.MonoDisplay;

/**
 * The self-test's screen: a one-pixel border, both diagonals and a checkerboard band across the
 * middle. A missing edge shows an offset or a 132-column SH1106 driven as an SSD1306; a broken
 * diagonal shows swapped pages; the band shows dead pixels.
 */
final class TestPattern {
    private TestPattern() {
    }

    static byte[] frame() {
        byte[] frame = new byte[MonoDisplay.FRAME_BYTES];
        for (int x = 0; x < MonoDisplay.WIDTH; x++) {
            for (int y = 0; y < MonoDisplay.HEIGHT; y++) {
                boolean border = x == 0 || y == 0 || x == MonoDisplay.WIDTH - 1 || y == MonoDisplay.HEIGHT - 1;
                boolean diagonal = y == x / 2 || y == MonoDisplay.HEIGHT - 1 - x / 2;
                boolean band = y >= 28 && y < 36 && ((x + y) & 1) == 0;
                if (border || diagonal || band) {
                    frame[(y / 8) * MonoDisplay.WIDTH + x] |= (byte) (1 << (y % 8));
                }
            }
        }
        return frame;
    }
}
