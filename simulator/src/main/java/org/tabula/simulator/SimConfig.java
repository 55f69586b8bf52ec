package org.tabula.simulator;

/**
 * The parts of the box's configuration the simulator shows: how many NFC readers and LEDs.
 * The defaults are the reference box of HARDWARE.md.
 */
public record SimConfig(int readers, int leds) {
    public static final SimConfig REFERENCE_BOX = new SimConfig(2, 19);

    public SimConfig {
        if (readers < 0 || leds < 0) {
            throw new IllegalArgumentException("reader and LED counts cannot be negative");
        }
    }
}
