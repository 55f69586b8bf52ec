package org.tabula.simulator.devices;

import org.tabula.hal.MonoDisplay;

/** Keeps the last frame exactly as the SSD1306 driver would receive it, and says when it changes. */
public final class SimDisplay implements MonoDisplay {
    private volatile byte[] frame = new byte[FRAME_BYTES];
    private volatile Runnable onChange = () -> { };

    @Override
    public void write(byte[] newFrame) {
        if (newFrame.length != FRAME_BYTES) {
            throw new IllegalArgumentException("a frame is " + FRAME_BYTES + " bytes, not " + newFrame.length);
        }
        frame = newFrame.clone();
        onChange.run();
    }

    public byte[] frame() {
        return frame.clone();
    }

    public void onChange(Runnable action) {
        this.onChange = action;
    }
}
