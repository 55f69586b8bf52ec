package org.tabula.hal.fakes;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.tabula.hal.bus.Clock;

/**
 * A clock that only moves when someone waits on it or the test advances it, running the actions
 * scheduled on the way (a tag arriving, a button pressed). Nothing sleeps.
 */
public final class FakeClock implements Clock {
    private record Scheduled(long at, Runnable action) {
    }

    private long now = 1_000_000_000L;
    private final List<Scheduled> scheduled = new ArrayList<>();

    @Override
    public long nanos() {
        return now;
    }

    @Override
    public void sleepNanos(long nanos) {
        advanceNanos(Math.max(nanos, 0));
    }

    public void advanceMillis(long millis) {
        advanceNanos(millis * 1_000_000L);
    }

    public void advanceNanos(long nanos) {
        long target = now + nanos;
        while (true) {
            Scheduled next = scheduled.stream().filter(s -> s.at <= target)
                    .min(Comparator.comparingLong(Scheduled::at)).orElse(null);
            if (next == null) {
                break;
            }
            scheduled.remove(next);
            now = Math.max(now, next.at);
            next.action.run();
        }
        now = target;
    }

    /** Runs {@code action} once the clock reaches {@code millis} from now. */
    public void afterMillis(long millis, Runnable action) {
        scheduled.add(new Scheduled(now + millis * 1_000_000L, action));
    }
}
