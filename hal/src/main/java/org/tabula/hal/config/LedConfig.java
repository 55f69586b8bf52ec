package org.tabula.hal.config;

/** The LED strip: type, bus, length and the limits the strip applies. */
public record LedConfig(Chip chip, int spiBus, int count, int spiHz, double gamma, double brightness,
        int maxCurrentMilliamps, double milliampsPerChannel) {
    public enum Chip { WS2812, APA102 }

    /** The reference box (docs/build-the-box.md): 19 WS2812B on SPI0 MOSI. */
    public static LedConfig reference() {
        return new LedConfig(Chip.WS2812, 0, 19, 2_400_000, 2.8, 0.5, 500, 20);
    }
}
