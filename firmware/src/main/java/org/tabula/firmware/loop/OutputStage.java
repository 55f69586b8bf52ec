package org.tabula.firmware.loop;

import java.util.concurrent.atomic.AtomicReference;

import org.tabula.hal.LedStrip;
import org.tabula.hal.MonoDisplay;

/**
 * Writes frames to the display and LED strip on its own thread, so a slow bus (23 ms for a
 * full OLED frame over I2C) never holds up the loop. Only the newest frame waits: one handed
 * over while another is still queued replaces it (the stale one is dropped, never shown).
 * Each device is written only when its part of the frame changed.
 */
public final class OutputStage implements Output, AutoCloseable {
    /** Told when a frame reaches the drivers; for the latency bench. */
    @FunctionalInterface
    public interface Written {
        void written(long causedAtNanos);
    }

    private record Pending(DeviceFrame frame, long causedAtNanos, long number) {
    }

    private final FrameWriter writer;
    private final Written written;
    private final AtomicReference<Pending> next = new AtomicReference<>();
    private final Object signal = new Object();
    private final Thread thread;
    private volatile boolean running = true;
    /** How many frames were handed over, and the number of the last one written (or dropped for a newer one). */
    private long handed;
    private long done;

    public OutputStage(MonoDisplay display, LedStrip leds, Written written) {
        this.writer = new FrameWriter(display, leds);
        this.written = written;
        this.thread = new Thread(this::drain, "tabula-output");
        this.thread.setDaemon(true);
    }

    public OutputStage start() {
        thread.start();
        return this;
    }

    @Override
    public void show(DeviceFrame frame, long causedAtNanos) {
        synchronized (signal) {
            next.set(new Pending(frame, causedAtNanos, ++handed));
            signal.notifyAll();
        }
    }

    /** Waits until every frame handed over so far is on the devices (or was replaced by a newer one that is). */
    public void flush() throws InterruptedException {
        synchronized (signal) {
            long last = handed;
            while (done < last && running) {
                signal.wait();
            }
        }
    }

    private void drain() {
        while (running) {
            Pending pending = next.getAndSet(null);
            if (pending == null) {
                synchronized (signal) {
                    if (next.get() == null && running) {
                        try {
                            signal.wait();
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                }
                continue;
            }
            write(pending);
        }
    }

    private void write(Pending pending) {
        writer.write(pending.frame());
        written.written(pending.causedAtNanos());
        synchronized (signal) {
            done = pending.number();
            signal.notifyAll();
        }
    }

    @Override
    public void close() throws InterruptedException {
        running = false;
        synchronized (signal) {
            signal.notifyAll();
        }
        thread.join();
    }
}
