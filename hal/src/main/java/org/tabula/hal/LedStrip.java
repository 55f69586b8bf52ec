package org.tabula.hal;

/** An addressable RGB strip. */
public interface LedStrip {
    /** How many LEDs the strip has. */
    int length();

    /**
     * Shows one frame: {@code colors[i]} is LED i as {@code 0xRRGGBB}, before gamma correction
     * and the brightness limit, which the strip applies. Missing entries are off; extra are ignored.
     */
    void write(int[] colors);
}
