package org.tabula.simulator;

import java.nio.file.Path;

import org.tabula.display.text.Language;
import org.tabula.firmware.console.LanguageChoice;
import org.tabula.hal.config.ConfigException;
import org.tabula.hal.config.HardwareConfig;

/**
 * The parts of the box's configuration the simulator shows: how many NFC readers and LEDs, and
 * the language the box speaks until a player chooses another. The defaults are the reference
 * box of docs/build-the-box.md, in English.
 */
public record SimConfig(int readers, int leds, Language language) {
    public static final SimConfig REFERENCE_BOX = new SimConfig(HardwareConfig.referenceBox().readers().size(),
            HardwareConfig.referenceBox().ledCount(), Language.english());

    /**
     * The box a hardware configuration describes.
     *
     * @throws ConfigException for a language the box does not speak
     */
    public static SimConfig from(HardwareConfig config) throws ConfigException {
        return new SimConfig(config.readers().size(), config.ledCount(), LanguageChoice.configured(config));
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
