package org.tabula.hal.oled;

/**
 * How the panel is mounted and driven.
 *
 * @param rotation 0 or 180 degrees (a 128x64 frame cannot be turned a quarter)
 * @param contrast 0..255
 */
public record OledSettings(int rotation, int contrast) {
    public OledSettings {
        if (rotation != 0 && rotation != 180) {
            throw new IllegalArgumentException("rotation must be 0 or 180, was " + rotation);
        }
        if (contrast < 0 || contrast > 255) {
            throw new IllegalArgumentException("contrast must be 0..255, was " + contrast);
        }
    }

    /** The orientation commands: rotation 0 is the usual module's upright image (A1h, C8h). */
    OledCommand[] orientation() {
        boolean upright = rotation == 0;
        return new OledCommand[] {new OledCommand.SegmentRemap(upright), new OledCommand.ComScanReversed(upright)};
    }
}
