package org.tabula.hal.led;

/**
 * WS2812/WS2812B on SPI MOSI, in a board's {@link Ws2812Encoding}: each data bit becomes that
 * encoding's pattern, 24 bits an LED, green first, then red, then blue, MSB first, between two
 * resets of MOSI low ({@link Ws2812Encoding#LATCH_NANOS}).
 * <p>
 * A frame goes to spidev in one message, which spidev refuses above its {@code bufsiz} module
 * option (4096 bytes by default, on the Pi 5 too), hence {@link #MAX_LEDS}.
 */
public final class Ws2812Encoder implements LedEncoder {
    /** The largest message spidev takes with its default {@code bufsiz}. */
    public static final int SPIDEV_MESSAGE_BYTES = 4096;
    /**
     * The most LEDs whose frame fits one default spidev message in every board's encoding, so one
     * configuration file works on every board: 150 (one byte a bit: 480 + 150 x 24 = 4080 bytes);
     * three bits a bit would take 435. A constant, so reading the configuration loads no encoder;
     * {@code LedEncodingTest} holds it to the encodings.
     */
    public static final int MAX_LEDS = 150;

    private final Ws2812Encoding encoding;
    /** Each colour byte as {@code 8 * spiBitsPerLedBit} SPI bits, precomputed. */
    private final long[] patterns = new long[256];

    public Ws2812Encoder(Ws2812Encoding encoding) {
        this.encoding = encoding;
        int width = encoding.spiBitsPerLedBit();
        for (int value = 0; value < 256; value++) {
            long pattern = 0;
            for (int bit = 7; bit >= 0; bit--) {
                pattern = pattern << width | encoding.pattern(((value >> bit) & 1) != 0);
            }
            patterns[value] = pattern;
        }
    }

    public Ws2812Encoding encoding() {
        return encoding;
    }

    @Override
    public int clockHz() {
        return encoding.spiHz();
    }

    @Override
    public byte[] encode(int[] levels) {
        int count = levels.length / 3;
        int latch = encoding.latchBytes();
        byte[] out = new byte[encoding.frameBytes(count)];
        int at = latch;
        for (int i = 0; i < count; i++) {
            // Wire order is G, R, B.
            at = put(out, at, ColorPipeline.to8Bits(levels[3 * i + 1]));
            at = put(out, at, ColorPipeline.to8Bits(levels[3 * i]));
            at = put(out, at, ColorPipeline.to8Bits(levels[3 * i + 2]));
        }
        return out;
    }

    private int put(byte[] out, int at, int value) {
        long pattern = patterns[value];
        int bytes = encoding.spiBitsPerLedBit();
        for (int b = bytes - 1; b >= 0; b--) {
            out[at++] = (byte) (pattern >> (8 * b));
        }
        return at;
    }
}
