package org.tabula.hal.fakes;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.SpiBus;

/**
 * A WS2812B chain on SPI MOSI, judged by the datasheet's timing: turns the byte stream into the
 * waveform the SPI clock makes, reads each bit from its high time (0: 0.4 us, 1: 0.8 us, each
 * +-150 ns), lets each LED take the first 24 bits (G, R, B) and pass the rest on, and shows the
 * colours only after MOSI has stayed low for the reset time.
 * <p>
 * {@link #idlesHigh()} models an SPI controller that leaves MOSI high between transfers, as the
 * CM4's and Pi 5's do (jgarff/rpi_ws281x#469): the first LED sees one long high pulse before the
 * transfer's first low, and samples it as one 1 bit, as it samples any high at its fixed delay
 * after the rising edge.
 */
public final class FakeWs2812Strip implements SpiBus {
    private static final double T0H_MAX = 550;
    private static final double T1H_MIN = 650;
    private static final double T1H_MAX = 950;
    private static final double RESET_NANOS = 280_000;

    private final int clockHz;
    private final int[] shown;
    private final List<Integer> shiftRegister = new ArrayList<>();
    private int writes;
    private boolean failing;
    private boolean idlesHigh;

    public FakeWs2812Strip(int clockHz, int length) {
        this.clockHz = clockHz;
        this.shown = new int[length];
    }

    @Override
    public int clockHz() {
        return clockHz;
    }

    public void failing(boolean failing) {
        this.failing = failing;
    }

    /** From now on, MOSI stays high before and between transfers. */
    public FakeWs2812Strip idlesHigh() {
        this.idlesHigh = true;
        return this;
    }

    @Override
    public void write(byte[] bytes) throws BusException {
        if (failing) {
            throw new BusException(org.tabula.hal.bus.ErrorKind.BUS, "fake SPI: failing on cue");
        }
        writes++;
        double bitNanos = 1e9 / clockHz;
        int total = bytes.length * 8;
        int i = 0;
        if (idlesHigh) {
            // The idle high and the stream's leading ones are one pulse, as long as the idle was.
            while (i < total && bit(bytes, i)) {
                i++;
            }
            shiftRegister.add(1);
        }
        while (i < total) {
            if (!bit(bytes, i)) {
                int lowStart = i;
                while (i < total && !bit(bytes, i)) {
                    i++;
                }
                if ((i - lowStart) * bitNanos >= RESET_NANOS) {
                    latch();
                }
                continue;
            }
            int highStart = i;
            while (i < total && bit(bytes, i)) {
                i++;
            }
            double high = (i - highStart) * bitNanos;
            if (high <= T0H_MAX && high >= 250) {
                shiftRegister.add(0);
            } else if (high >= T1H_MIN && high <= T1H_MAX) {
                shiftRegister.add(1);
            } else {
                throw new AssertionError("a high pulse of " + high + " ns is neither a 0 nor a 1");
            }
        }
    }

    private static boolean bit(byte[] bytes, int index) {
        return (bytes[index / 8] >> (7 - index % 8) & 1) != 0;
    }

    private void latch() {
        for (int led = 0; led < shown.length && shiftRegister.size() >= 24 * (led + 1); led++) {
            int grb = 0;
            for (int b = 0; b < 24; b++) {
                grb = grb << 1 | shiftRegister.get(24 * led + b);
            }
            int green = grb >> 16 & 0xFF;
            int red = grb >> 8 & 0xFF;
            int blue = grb & 0xFF;
            shown[led] = red << 16 | green << 8 | blue;
        }
        shiftRegister.clear();
    }

    /** The colours the LEDs show, 0xRRGGBB as 8-bit PWM duty. */
    public int[] shown() {
        return Arrays.copyOf(shown, shown.length);
    }

    public int writes() {
        return writes;
    }
}
