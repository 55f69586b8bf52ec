package org.tabula.simulator;

import java.nio.file.Path;

import org.tabula.hal.config.ConfigException;
import org.tabula.hal.config.HardwareConfig;

/**
 * The parts of the box's configuration the simulator shows: how many NFC readers and LEDs.
 * The defaults are the reference box of HARDWARE.md.
 */
public record SimConfig(int readers, int leds) {
    public static final SimConfig REFERENCE_BOX = from(HardwareConfig.referenceBox());

    /** The box a hardware configuration describes. */
    public static SimConfig from(HardwareConfig config) {
        return new SimConfig(config.readers().size(), config.ledCount());
    }

    /**
     * The box's configuration file, as the box reads it; the reference box when the file is the
     * default one and does not exist.
     *
     * @throws ConfigException naming the file, line and key that are wrong, or a missing file that was asked for
     */
    public static SimConfig load(Path file, boolean asked) throws ConfigException {
        return from(asked ? HardwareConfig.load(file) : HardwareConfig.loadOrReference(file));
    }

    public SimConfig {
        if (readers < 0 || leds < 0) {
            throw new IllegalArgumentException("reader and LED counts cannot be negative");
        }
    }
}
