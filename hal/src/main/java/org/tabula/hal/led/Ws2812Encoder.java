package org.tabula.hal.led;

/**
 * WS2812/WS2812B on SPI MOSI. At a 2.4 MHz SPI clock one SPI bit lasts 417 ns, and each data bit
 * of the LED becomes three SPI bits: 0 is {@code 100} (417 ns high, 833 ns low) and 1 is
 * {@code 110} (833 ns high, 417 ns low), inside the datasheet's T0H 0.4 us / T1H 0.8 us
 * +-150 ns and a 1.25 us bit. Each LED takes 24 bits, green first, then red, then blue, MSB first:
 * 9 SPI bytes. A frame ends with MOSI low for 300 us, the reset that latches the colours:
 * the WS2812B-V5 datasheet asks for at least 280 us (older parts 50 us). It also starts with one:
 * some SPI controllers (CM4, Pi 5) leave MOSI high between transfers, which the first LED would
 * take for a bit and shift every colour along (jgarff/rpi_ws281x#469; Zephyr's ws2812_spi sends
 * zeros before the data as well).
 * <p>
 * A frame goes to spidev in one message, which spidev refuses above its {@code bufsiz} module
 * option (4096 bytes by default), hence {@link #MAX_LEDS}.
 */
public final class Ws2812Encoder implements LedEncoder {
    public static final int SPI_CLOCK_HZ = 2_400_000;
    public static final int BYTES_PER_LED = 9;
    public static final long LATCH_NANOS = 300_000;
    /** 300 us of zeros at 2.4 MHz: 720 bits. */
    public static final int LATCH_BYTES = (int) (LATCH_NANOS * SPI_CLOCK_HZ / 8 / 1_000_000_000L);
    /** The largest message spidev takes with its default {@code bufsiz}. */
    public static final int SPIDEV_MESSAGE_BYTES = 4096;
    /** The most LEDs whose frame, reset before and after, fits one spidev message: 435. */
    public static final int MAX_LEDS = (SPIDEV_MESSAGE_BYTES - 2 * LATCH_BYTES) / BYTES_PER_LED;

    /** Each colour byte as 24 SPI bits (three bytes), precomputed. */
    private static final int[] PATTERNS = new int[256];

    static {
        for (int value = 0; value < 256; value++) {
            int pattern = 0;
            for (int bit = 7; bit >= 0; bit--) {
                pattern = pattern << 3 | (((value >> bit) & 1) != 0 ? 0b110 : 0b100);
            }
            PATTERNS[value] = pattern;
        }
    }

    @Override
    public int clockHz() {
        return SPI_CLOCK_HZ;
    }

    @Override
    public byte[] encode(int[] levels) {
        int count = levels.length / 3;
        byte[] out = new byte[LATCH_BYTES + count * BYTES_PER_LED + LATCH_BYTES];
        int at = LATCH_BYTES;
        for (int i = 0; i < count; i++) {
            // Wire order is G, R, B.
            at = put(out, at, ColorPipeline.to8Bits(levels[3 * i + 1]));
            at = put(out, at, ColorPipeline.to8Bits(levels[3 * i]));
            at = put(out, at, ColorPipeline.to8Bits(levels[3 * i + 2]));
        }
        return out;
    }

    private static int put(byte[] out, int at, int value) {
        int pattern = PATTERNS[value];
        out[at] = (byte) (pattern >> 16);
        out[at + 1] = (byte) (pattern >> 8);
        out[at + 2] = (byte) pattern;
        return at + 3;
    }
}
