package org.tabula.firmware.play;

import java.time.Duration;

import org.tabula.firmware.loop.ConsoleClock;
import org.tabula.rules.Deadline;

/**
 * How long a bot may think about one move by the wall clock, on top of its iterations: it stops
 * at whichever comes first. The box's budgets are iterations chosen for about 100 ms a move on
 * the build machine; on a Pi 3 or a Zero 2 W, ten times slower, the {@link #BOX} deadline stops
 * the longest searches, so a family waits about a second at most, the first game after a boot
 * included (docs/performance.md, "Bots on a Pi").
 *
 * <p>A deadline makes a bot's move depend on the machine's speed and load. The box and
 * tournaments without {@code --budget} use it; what must come out the same every time (a
 * replay playing on, tests, the stepped console) uses {@link #UNLIMITED}, and a game resumed
 * from its journal replays the moves recorded, never the bots' thinking.
 */
public final class ThinkingTime {
    /**
     * The box's. A search stops at the first check past it; under a Pi-like CPU quota the check and
     * the hand-over to the loop can wait out a throttled period (up to 90 ms), and the move's
     * journal record and frame follow: a second in all.
     */
    public static final ThinkingTime BOX = new ThinkingTime(Duration.ofMillis(750));
    /** No deadline: iterations alone bound the search, so the same seed gives the same move. */
    public static final ThinkingTime UNLIMITED = new ThinkingTime(Duration.ZERO);

    private final Duration limit;

    private ThinkingTime(Duration limit) {
        this.limit = limit;
    }

    /** @throws IllegalArgumentException for a time that is not positive */
    public static ThinkingTime of(Duration limit) {
        if (limit.isNegative() || limit.isZero()) {
            throw new IllegalArgumentException("a bot's time to think must be positive, not " + limit);
        }
        return new ThinkingTime(limit);
    }

    public boolean isUnlimited() {
        return limit.isZero();
    }

    /** The time per move; zero if unlimited. */
    public Duration limit() {
        return limit;
    }

    /**
     * The deadline of a bot that begins to think now, asked for its move at {@code asked}, with
     * {@code waiting} bots (itself included) asked and not yet begun on the same thread, as Sumo's
     * seats that choose at once: its even share of what is left of the time since it was asked,
     * so that all of them together answer within it.
     */
    public Deadline deadline(ConsoleClock clock, long asked, int waiting) {
        if (isUnlimited()) {
            return Deadline.NONE;
        }
        long began = clock.nanos();
        long end = began + Math.max(0, asked + limit.toNanos() - began) / Math.max(1, waiting);
        return () -> clock.nanos() - end > 0;
    }

    @Override
    public String toString() {
        return isUnlimited() ? "unlimited" : limit.toMillis() + " ms";
    }
}
