package org.tabula.display.led;

/**
 * What every LED scene is drawn for: how many LEDs the strip has (19 on the reference box:
 * East's "out", the 17 ring squares, West's "out"), and the brightness cap, 1 to 255, that scales
 * every colour so the strip never glares (gamma and the current limit are the strip driver's).
 *
 * @param count      LEDs on the strip
 * @param brightness the cap: 255 shows colours as they are, 128 at half
 */
public record LedSettings(int count, int brightness) {
    /** The reference box (docs/build-the-box.md) at half brightness. */
    public static final LedSettings REFERENCE = new LedSettings(19, 128);

    public LedSettings {
        if (count < 1) {
            throw new IllegalArgumentException("a strip needs at least one LED, not " + count);
        }
        if (brightness < 1 || brightness > 255) {
            throw new IllegalArgumentException("brightness must be 1 to 255, not " + brightness);
        }
    }

    /** The colour scaled by the cap, channel by channel, rounded. */
    public int cap(int rgb) {
        return Colours.scale(rgb, brightness, 255);
    }

    /** A new frame: every colour capped. */
    public int[] cap(int[] frame) {
        int[] capped = new int[frame.length];
        for (int i = 0; i < frame.length; i++) {
            capped[i] = cap(frame[i]);
        }
        return capped;
    }
}
