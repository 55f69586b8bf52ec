package org.tabula.hal.oled;

import java.util.Optional;

import org.tabula.hal.MonoDisplay;
import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.Clock;
import org.tabula.hal.bus.OutputPin;
import org.tabula.hal.oled.OledCommand.ColumnStart;
import org.tabula.hal.oled.OledCommand.PageStart;

/**
 * Drives an SSD1306 or SH1106 panel. {@link #init} powers it up; {@link #show} sends only the
 * runs of columns that differ from what the panel already holds. Nothing touches the bus until
 * {@link #init}.
 */
public final class OledDriver {
    /** RES# low for at least 3 us (SSD1306 datasheet, 8.9 "Power ON and OFF sequence"); we hold it 10 us. */
    private static final long RESET_PULSE_NANOS = 10_000;
    /** Time for VDD to settle before and after the reset pulse. */
    private static final long RESET_SETTLE_NANOS = 1_000_000;

    private final OledChip chip;
    private final OledInterface bus;
    private final OledSettings settings;
    private final Optional<OutputPin> reset;
    private final Clock clock;
    /** What the panel's visible RAM holds, in frame order; null until initialised. */
    private byte[] shown;

    public OledDriver(OledChip chip, OledInterface bus, OledSettings settings, Optional<OutputPin> reset, Clock clock) {
        this.chip = chip;
        this.bus = bus;
        this.settings = settings;
        this.reset = reset;
        this.clock = clock;
    }

    public OledChip chip() {
        return chip;
    }

    /** Resets (when a reset pin is wired), runs the power-up sequence, clears all of RAM, turns the display on. */
    public void init() throws BusException {
        shown = null;
        if (reset.isPresent()) {
            OutputPin pin = reset.get();
            pin.setHigh();
            clock.sleepNanos(RESET_SETTLE_NANOS);
            pin.setLow();
            clock.sleepNanos(RESET_PULSE_NANOS);
            pin.setHigh();
            clock.sleepNanos(RESET_SETTLE_NANOS);
        }
        bus.sendCommands(chip.powerUp(settings).toArray(OledCommand[]::new));
        // RAM is random after power-up, and the SH1106's two hidden columns on each side too.
        byte[] blankPage = new byte[chip.ramColumns()];
        for (int page = 0; page < MonoDisplay.HEIGHT / 8; page++) {
            bus.sendCommands(new PageStart(page), new ColumnStart(0));
            bus.sendData(blankPage, 0, blankPage.length);
        }
        bus.sendCommands(new OledCommand.DisplayOn(true));
        shown = new byte[MonoDisplay.FRAME_BYTES];
    }

    /** Shows {@code frame} (SSD1306 page order, {@link MonoDisplay#FRAME_BYTES} bytes), sending only what changed. */
    public void show(byte[] frame) throws BusException {
        if (frame.length != MonoDisplay.FRAME_BYTES) {
            throw new IllegalArgumentException("a frame is " + MonoDisplay.FRAME_BYTES + " bytes, not " + frame.length);
        }
        if (shown == null) {
            throw new IllegalStateException("show() before init()");
        }
        for (FrameDiff.Run run : FrameDiff.runs(shown, frame)) {
            bus.sendCommands(new PageStart(run.page()), new ColumnStart(chip.firstVisibleColumn() + run.start()));
            bus.sendData(frame, run.page() * MonoDisplay.WIDTH + run.start(), run.length());
            // Only what reached the panel counts as shown: a failure leaves the rest to resend.
            System.arraycopy(frame, run.page() * MonoDisplay.WIDTH + run.start(), shown,
                    run.page() * MonoDisplay.WIDTH + run.start(), run.length());
        }
    }

    public void setContrast(int level) throws BusException {
        bus.sendCommands(new OledCommand.Contrast(level));
    }

    public void setDisplayOn(boolean on) throws BusException {
        bus.sendCommands(new OledCommand.DisplayOn(on));
    }
}
