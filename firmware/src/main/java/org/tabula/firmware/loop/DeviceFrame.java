package org.tabula.firmware.loop;

import java.util.Arrays;

/**
 * What the devices show at one moment: the OLED frame in SSD1306 page order and the LED colours
 * (0xRRGGBB).
 * Immutable: the output stage may hold it while the loop renders the next.
 */
public final class DeviceFrame {
    private final byte[] oled;
    private final int[] leds;

    public DeviceFrame(byte[] oled, int[] leds) {
        this.oled = oled.clone();
        this.leds = leds.clone();
    }

    public byte[] oled() {
        return oled.clone();
    }

    public int[] leds() {
        return leds.clone();
    }

    boolean sameOled(DeviceFrame other) {
        return other != null && Arrays.equals(oled, other.oled);
    }

    boolean sameLeds(DeviceFrame other) {
        return other != null && Arrays.equals(leds, other.leds);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof DeviceFrame that && sameOled(that) && sameLeds(that);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(oled) + Arrays.hashCode(leds);
    }
}
