package org.tabula.simulator.devices;

import java.util.Arrays;

import org.tabula.hal.LedStrip;

/** Keeps the last LED frame exactly as written, and says when it changes. */
public final class SimLeds implements LedStrip {
    private final int length;
    private volatile int[] colours;
    private volatile Runnable onChange = () -> { };

    public SimLeds(int length) {
        this.length = length;
        this.colours = new int[length];
    }

    @Override
    public int length() {
        return length;
    }

    @Override
    public void write(int[] newColours) {
        colours = Arrays.copyOf(newColours, length);
        onChange.run();
    }

    public int[] colours() {
        return colours.clone();
    }

    public void onChange(Runnable action) {
        this.onChange = action;
    }
}
