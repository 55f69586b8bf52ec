package org.tabula.hal.led;

/**
 * From frame colours to drive levels, with no I/O: gamma correction (the eye's response, so a
 * colour at half value looks half as bright), a brightness scale, and a global current limit
 * that dims the whole frame when it would draw more than the supply can give. Levels are 16 bit
 * so the APA102 encoder can keep the precision its per-LED brightness adds.
 */
public final class ColorPipeline {
    public static final int MAX_LEVEL = 65535;

    private final int[] gammaTable = new int[256];
    private final double brightness;
    private final double maxCurrentMilliamps;
    private final double milliampsPerChannel;
    private final double idleMilliampsPerLed;

    /**
     * @param gamma               exponent of the transfer curve (1 = linear; 2.8 suits WS2812 and APA102)
     * @param brightness          0..1, applied after gamma
     * @param maxCurrentMilliamps the budget for the whole strip, idle current included
     * @param milliampsPerChannel what one channel draws at full level (WS2812B: about 20 mA)
     * @param idleMilliampsPerLed what an LED draws when dark (WS2812B: about 1 mA)
     */
    public ColorPipeline(double gamma, double brightness, double maxCurrentMilliamps, double milliampsPerChannel,
            double idleMilliampsPerLed) {
        if (!(gamma >= 1 && gamma <= 4)) {
            throw new IllegalArgumentException("gamma must be 1..4, was " + gamma);
        }
        if (!(brightness >= 0 && brightness <= 1)) {
            throw new IllegalArgumentException("brightness must be 0..1, was " + brightness);
        }
        if (!(maxCurrentMilliamps > 0) || !(milliampsPerChannel > 0) || !(idleMilliampsPerLed >= 0)) {
            throw new IllegalArgumentException("currents must be positive");
        }
        for (int v = 0; v < 256; v++) {
            gammaTable[v] = (int) Math.round(MAX_LEVEL * Math.pow(v / 255.0, gamma));
        }
        this.brightness = brightness;
        this.maxCurrentMilliamps = maxCurrentMilliamps;
        this.milliampsPerChannel = milliampsPerChannel;
        this.idleMilliampsPerLed = idleMilliampsPerLed;
    }

    /**
     * Levels for {@code length} LEDs: three per LED (red, green, blue), 0..{@link #MAX_LEVEL}.
     * {@code colors[i]} is 0xRRGGBB; missing entries are off, extra ones ignored.
     */
    public int[] levels(int[] colors, int length) {
        int[] levels = new int[3 * length];
        long sum = 0;
        for (int i = 0; i < length; i++) {
            int color = i < colors.length ? colors[i] : 0;
            for (int c = 0; c < 3; c++) {
                int value = color >> (16 - 8 * c) & 0xFF;
                int level = (int) Math.round(gammaTable[value] * brightness);
                levels[3 * i + c] = level;
                sum += level;
            }
        }
        double budget = maxCurrentMilliamps - idleMilliampsPerLed * length;
        double wanted = milliampsPerChannel * sum / MAX_LEVEL;
        if (wanted > budget) {
            double scale = Math.max(budget, 0) / wanted;
            for (int i = 0; i < levels.length; i++) {
                levels[i] = (int) (levels[i] * scale);
            }
        }
        return levels;
    }

    /** What the strip draws at these levels, by the same model the limit uses. */
    public double milliamps(int[] levels) {
        long sum = 0;
        for (int level : levels) {
            sum += level;
        }
        return idleMilliampsPerLed * (levels.length / 3) + milliampsPerChannel * sum / MAX_LEVEL;
    }

    /** A 16-bit level rounded to 8 bits. */
    static int to8Bits(int level) {
        return (level * 255 + MAX_LEVEL / 2) / MAX_LEVEL;
    }
}
