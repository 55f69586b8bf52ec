package org.tabula.hal.led;

/**
 * How a WS2812B data bit becomes SPI bits on MOSI: a pattern of {@code spiBitsPerLedBit} bits
 * for a 0 and one for a 1, at an SPI clock asked of the kernel. Each pattern starts high and ends
 * low. The WS2812B datasheet's windows are T0H 0.4 us, T1H 0.8 us, T0L 0.85 us and T1L 0.45 us,
 * each +-150 ns; what the kernel grants is a divisor of the controller's clock, never more than
 * asked (see {@code SpiController}), and both encodings stay inside the windows at the clocks
 * the boards grant (docs/build-the-box.md, "Boards").
 */
public enum Ws2812Encoding {
    /**
     * Three SPI bits per LED bit at 2.4 MHz: 0 is {@code 100}, 1 is {@code 110} (rpi_ws281x's SPI
     * scheme on the BCM2835 family). 9 bytes an LED. At 2.381 MHz (a 250 or 500 MHz core clock /
     * 106 or 210) a third lasts 420-424 ns: T0H 424, T0L 848, T1H 848, T1L 424 ns.
     */
    THREE_SPI_BITS(2_400_000, 3, 0b100, 0b110),
    /**
     * One SPI byte per LED bit at 6.4 MHz: 0 is {@code 0xC0}, 1 is {@code 0xF8} (Pi5Neo's patterns;
     * Adafruit's neopixel_spi sends the same clock and 0). 24 bytes an LED. On the Pi 5's RP1
     * (200 MHz / 32 = 6.25 MHz) a bit lasts 160 ns: T0H 320, T0L 960, T1H 800, T1L 480 ns. Every byte
     * begins high and ends low, so a pause between bytes only lengthens a low.
     */
    ONE_SPI_BYTE(6_400_000, 8, 0xC0, 0xF8);

    /**
     * MOSI low before and after the data: the WS2812B-V5 datasheet's reset is at least 280 us
     * (older parts 50 us). The zeros before cover controllers that leave MOSI high between
     * transfers (the CM4's, the Pi 5's: jgarff/rpi_ws281x#469), which the first LED would take for
     * a bit.
     */
    public static final long LATCH_NANOS = 300_000;

    private final int spiHz;
    private final int spiBitsPerLedBit;
    private final int zero;
    private final int one;

    Ws2812Encoding(int spiHz, int spiBitsPerLedBit, int zero, int one) {
        this.spiHz = spiHz;
        this.spiBitsPerLedBit = spiBitsPerLedBit;
        this.zero = zero;
        this.one = one;
    }

    /** The SPI clock asked of the kernel, in hertz. */
    public int spiHz() {
        return spiHz;
    }

    public int spiBitsPerLedBit() {
        return spiBitsPerLedBit;
    }

    /** The pattern of a data bit, in its low {@link #spiBitsPerLedBit} bits, first bit highest. */
    int pattern(boolean bit) {
        return bit ? one : zero;
    }

    /** SPI bytes for one LED's 24 data bits. */
    public int bytesPerLed() {
        return 24 * spiBitsPerLedBit / 8;
    }

    /**
     * Zero bytes for the reset before and after the data, counted at the clock asked: the clock
     * granted is never faster, so the reset is never shorter. 90 bytes at 2.4 MHz, 240 at 6.4 MHz.
     */
    public int latchBytes() {
        return (int) ((LATCH_NANOS * spiHz + 8_000_000_000L - 1) / 8_000_000_000L);
    }

    /** The bytes of a whole frame of {@code leds}: the reset, the data, the reset. */
    public int frameBytes(int leds) {
        return 2 * latchBytes() + leds * bytesPerLed();
    }

    /** The most LEDs whose frame fits one SPI message of {@code messageBytes}. */
    public int maxLeds(int messageBytes) {
        return Math.max(0, (messageBytes - 2 * latchBytes()) / bytesPerLed());
    }
}
