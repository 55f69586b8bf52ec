package org.tabula.firmware.service;

import java.io.IOException;
import java.io.PrintStream;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The event loop's beat, told to systemd: the first beat says READY=1, so that the unit becomes
 * active, and the watchdog starts counting, only once the loop runs (on a slow start the first
 * frame can come many seconds after the service is built, and the watchdog would kill a console
 * that was still starting); every beat after feeds the watchdog, at most every 5 s (WatchdogSec
 * is 15 s).
 */
public final class SystemdHeartbeat implements Runnable {
    private static final long FEED_NANOS = TimeUnit.SECONDS.toNanos(5);

    private final SystemdNotifier systemd;
    private final LongSupplier nanoTime;
    private final PrintStream err;
    private boolean ready;
    private long lastFeed;

    public SystemdHeartbeat(SystemdNotifier systemd, LongSupplier nanoTime, PrintStream err) {
        this.systemd = systemd;
        this.nanoTime = nanoTime;
        this.err = err;
    }

    /** Runs on the loop thread only. */
    @Override
    public void run() {
        long now = nanoTime.getAsLong();
        try {
            if (!ready) {
                systemd.ready();
                systemd.watchdog();
                ready = true;
                lastFeed = now;
            } else if (now - lastFeed >= FEED_NANOS) {
                systemd.watchdog();
                lastFeed = now;
            }
        } catch (IOException e) {
            err.println("tabula: cannot reach systemd: " + e.getMessage());
        }
    }
}
