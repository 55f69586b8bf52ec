package org.tabula.hal.bus;

/** A point in time on a {@link Clock}, for drivers that poll a chip until it says it is done. */
public final class PollDeadline {
    private final Clock clock;
    private final long at;

    private PollDeadline(Clock clock, long at) {
        this.clock = clock;
        this.at = at;
    }

    public static PollDeadline after(Clock clock, long nanos) {
        return new PollDeadline(clock, clock.nanos() + nanos);
    }

    public boolean expired() {
        return clock.nanos() - at >= 0;
    }

    /** Waits {@code nanos} before the next poll, never past the deadline. */
    public void pause(long nanos) {
        clock.sleepNanos(Math.max(0, Math.min(nanos, at - clock.nanos())));
    }
}
