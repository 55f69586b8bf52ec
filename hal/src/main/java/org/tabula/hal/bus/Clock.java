package org.tabula.hal.bus;

/**
 * Time for drivers: a monotonic nanosecond counter and a way to wait. Injected so tests run on
 * a fake clock that advances when a driver waits, instead of sleeping.
 */
public interface Clock {
    /** Monotonic nanoseconds, with an arbitrary origin. */
    long nanos();

    /** Waits about {@code nanos} (may return early when the thread is woken). */
    void sleepNanos(long nanos);

    default void sleepMillis(long millis) {
        sleepNanos(millis * 1_000_000L);
    }

    /** The real clock: {@link System#nanoTime()} and parking the thread. */
    Clock SYSTEM = new Clock() {
        @Override
        public long nanos() {
            return System.nanoTime();
        }

        @Override
        public void sleepNanos(long nanos) {
            if (nanos > 0) {
                java.util.concurrent.locks.LockSupport.parkNanos(nanos);
            }
        }
    };
}
