package org.tabula.hal.fakes;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.SpiBus;

/**
 * A WS2812B chain on SPI MOSI, judged by the datasheet's timing: turns the byte stream into the
 * waveform the SPI clock the kernel granted makes (which may differ from the clock asked, the one
 * {@link #clockHz} reports), reads each bit from its high time (T0H 0.4 us, T1H 0.8 us, each
 * +-150 ns), requires the low after it to be the datasheet's (T0L 0.85 us, T1L 0.45 us, each
 * +-150 ns) unless it is a reset, lets each LED take the first 24 bits (G, R, B) and pass the rest
 * on, and shows the colours only after MOSI has stayed low for the reset time (280 us, WS2812B-V5).
 * Every pulse width seen is kept, for tests to hold against the windows.
 * <p>
 * {@link #idlesHigh()} models an SPI controller that leaves MOSI high between transfers, as the
 * CM4's and Pi 5's do (jgarff/rpi_ws281x#469): the first LED sees one long high pulse before the
 * transfer's first low, and samples it as one 1 bit, as it samples any high at its fixed delay
 * after the rising edge.
 */
public final class FakeWs2812Strip implements SpiBus {
    /** The datasheet's windows in nanoseconds: typical +-150 ns. */
    public static final double T0H_MIN = 250;
    public static final double T0H_MAX = 550;
    public static final double T1H_MIN = 650;
    public static final double T1H_MAX = 950;
    public static final double T0L_MIN = 700;
    public static final double T0L_MAX = 1000;
    public static final double T1L_MIN = 300;
    public static final double T1L_MAX = 600;
    private static final double RESET_NANOS = 280_000;

    /** The widths seen, in nanoseconds: the least and the most of each kind. */
    public record Widths(double least, double most) {
        Widths with(double width) {
            return new Widths(Math.min(least, width), Math.max(most, width));
        }
    }

    private final int clockHz;
    private final double grantedHz;
    private final java.util.Map<String, Widths> widths = new java.util.TreeMap<>();
    private final int[] shown;
    private final List<Integer> shiftRegister = new ArrayList<>();
    private int writes;
    private boolean failing;
    private boolean idlesHigh;

    /** A strip on a bus whose clock is exactly what was asked. */
    public FakeWs2812Strip(int clockHz, int length) {
        this(clockHz, clockHz, length);
    }

    /** A strip on a bus asked for {@code askedHz} that really clocks at {@code grantedHz}. */
    public FakeWs2812Strip(int askedHz, double grantedHz, int length) {
        this.clockHz = askedHz;
        this.grantedHz = grantedHz;
        this.shown = new int[length];
    }

    /** The pulse widths seen so far: "T0H", "T1H", "T0L", "T1L". */
    public java.util.Map<String, Widths> widths() {
        return java.util.Map.copyOf(widths);
    }

    private void saw(String kind, double width) {
        widths.merge(kind, new Widths(width, width), (old, one) -> old.with(width));
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
        double bitNanos = 1e9 / grantedHz;
        int total = bytes.length * 8;
        int i = 0;
        if (idlesHigh) {
            // The idle high and the stream's leading ones are one pulse, as long as the idle was.
            while (i < total && bit(bytes, i)) {
                i++;
            }
            shiftRegister.add(1);
        }
        int lastBit = -1; // the bit whose low comes next, -1 when none (the start, or after a reset)
        while (i < total) {
            if (!bit(bytes, i)) {
                int lowStart = i;
                while (i < total && !bit(bytes, i)) {
                    i++;
                }
                double low = (i - lowStart) * bitNanos;
                if (low >= RESET_NANOS) {
                    latch();
                } else if (i < total && lastBit == 0) {
                    within("T0L", low, T0L_MIN, T0L_MAX);
                } else if (i < total && lastBit == 1) {
                    within("T1L", low, T1L_MIN, T1L_MAX);
                }
                lastBit = -1;
                continue;
            }
            int highStart = i;
            while (i < total && bit(bytes, i)) {
                i++;
            }
            double high = (i - highStart) * bitNanos;
            if (high <= T0H_MAX && high >= T0H_MIN) {
                saw("T0H", high);
                shiftRegister.add(0);
                lastBit = 0;
            } else if (high >= T1H_MIN && high <= T1H_MAX) {
                saw("T1H", high);
                shiftRegister.add(1);
                lastBit = 1;
            } else {
                throw new AssertionError("a high pulse of " + high + " ns is neither a 0 nor a 1");
            }
        }
    }

    private void within(String kind, double low, double least, double most) {
        if (low < least || low > most) {
            throw new AssertionError("a low of " + low + " ns after a " + kind.charAt(1) + " bit is outside " + kind + " "
                    + least + "-" + most + " ns, and too short for a reset");
        }
        saw(kind, low);
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
