package org.tabula.hal.led;

/**
 * APA102 / SK9822 on SPI MOSI + SCLK. A frame is a start frame of 32 zero bits, one 32-bit frame
 * per LED ({@code 111} + 5-bit brightness, then blue, green, red), and an end frame. The end
 * frame gives the clock edges that push data through the chain (each LED delays it by half a
 * clock, so n/2 extra bits); it is zeros rather than the datasheet's ones so that it can never be
 * taken for an extra LED frame, preceded by 32 zero bits that SK9822 clones need to latch (see
 * cpldcpu's "SK9822 - a clone of the APA102?").
 * <p>
 * The 5-bit per-LED brightness scales the current: each LED gets the smallest brightness that
 * still holds its brightest channel, so dim colours keep their 8-bit resolution.
 */
public final class Apa102Encoder implements LedEncoder {
    public static final int MAX_BRIGHTNESS = 31;

    private final int clockHz;

    public Apa102Encoder(int clockHz) {
        this.clockHz = clockHz;
    }

    @Override
    public int clockHz() {
        return clockHz;
    }

    /** Bytes of end frame for {@code count} LEDs: 4 for the SK9822 latch, then ceil(count / 16). */
    public static int endFrameBytes(int count) {
        return 4 + (count + 15) / 16;
    }

    @Override
    public byte[] encode(int[] levels) {
        int count = levels.length / 3;
        byte[] out = new byte[4 + 4 * count + endFrameBytes(count)];
        int at = 4;
        for (int i = 0; i < count; i++) {
            int red = levels[3 * i];
            int green = levels[3 * i + 1];
            int blue = levels[3 * i + 2];
            int brightest = Math.max(red, Math.max(green, blue));
            int brightness = brightest == 0 ? 0
                    : (int) Math.max(1, ((long) brightest * MAX_BRIGHTNESS + ColorPipeline.MAX_LEVEL - 1) / ColorPipeline.MAX_LEVEL);
            out[at] = (byte) (0xE0 | brightness);
            out[at + 1] = (byte) channel(blue, brightness);
            out[at + 2] = (byte) channel(green, brightness);
            out[at + 3] = (byte) channel(red, brightness);
            at += 4;
        }
        return out;
    }

    /** The 8-bit value that, at {@code brightness}/31, gives {@code level}/65535 of full. */
    private static int channel(int level, int brightness) {
        if (brightness == 0) {
            return 0;
        }
        long scaled = ((long) level * MAX_BRIGHTNESS * 255 * 2 + (long) ColorPipeline.MAX_LEVEL * brightness)
                / (2L * ColorPipeline.MAX_LEVEL * brightness);
        return (int) Math.min(255, scaled);
    }
}
