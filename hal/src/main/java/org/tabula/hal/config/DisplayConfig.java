package org.tabula.hal.config;

import java.util.OptionalInt;

/** The OLED: which controller, where on I2C, how it is mounted. */
public record DisplayConfig(Chip chip, int i2cBus, int address, int rotation, int contrast, OptionalInt resetPin) {
    public enum Chip { SSD1306, SH1106 }

    /** The reference box (docs/build-the-box.md): an SSD1306 on I2C bus 1 at 0x3C; contrast at the datasheet's reset value. */
    public static DisplayConfig reference() {
        return new DisplayConfig(Chip.SSD1306, 1, 0x3C, 0, 0x7F, OptionalInt.empty());
    }
}
