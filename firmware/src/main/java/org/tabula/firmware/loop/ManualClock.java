package org.tabula.firmware.loop;

import java.util.concurrent.TimeUnit;

/** A clock that moves only when told: for tests and scripted (headless) runs. */
public final class ManualClock implements ConsoleClock {
    private volatile long now;

    public ManualClock(long start) {
        this.now = start;
    }

    @Override
    public long nanos() {
        return now;
    }

    public void advanceMillis(long millis) {
        now += TimeUnit.MILLISECONDS.toNanos(millis);
    }
}
