package org.tabula.firmware.loop;

import org.tabula.hal.LedStrip;
import org.tabula.hal.MonoDisplay;

/** Writes frames to the devices, each device only when its part of the frame changed. */
public final class FrameWriter {
    private final MonoDisplay display;
    private final LedStrip leds;
    private DeviceFrame shown;

    public FrameWriter(MonoDisplay display, LedStrip leds) {
        this.display = display;
        this.leds = leds;
    }

    public void write(DeviceFrame frame) {
        try {
            if (!frame.sameOled(shown)) {
                display.write(frame.oled());
            }
            if (!frame.sameLeds(shown)) {
                leds.write(frame.leds());
            }
            shown = frame;
        } catch (RuntimeException e) {
            // A failing device must not stop the output: the next frame is written whole.
            shown = null;
            System.err.println("tabula: output failed: " + e);
        }
    }
}
