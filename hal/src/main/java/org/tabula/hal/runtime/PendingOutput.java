package org.tabula.hal.runtime;

import java.util.concurrent.atomic.AtomicReference;

/**
 * The latest frame for an output device: callers drop frames in from any thread, the device
 * thread sends the newest one. A frame that could not be sent stays until the device is back,
 * so a display that dropped off the bus shows the current screen when it returns.
 */
final class PendingOutput<D, F> {
    interface Sender<D, F> {
        void send(D driver, F frame) throws org.tabula.hal.bus.BusException;
    }

    private final Supervised<D> device;
    private final Sender<D, F> sender;
    private final Runnable wake;
    private final AtomicReference<F> pending = new AtomicReference<>();

    PendingOutput(Supervised<D> device, Sender<D, F> sender, Runnable wake) {
        this.device = device;
        this.sender = sender;
        this.wake = wake;
    }

    void offer(F frame) {
        pending.set(frame);
        wake.run();
    }

    /** Sends the pending frame if the device is up; returns when to try again (or Long.MAX_VALUE). */
    long flush() {
        F frame = pending.get();
        if (frame == null) {
            return Long.MAX_VALUE;
        }
        if (device.run(driver -> sender.send(driver, frame))) {
            pending.compareAndSet(frame, null);
            return Long.MAX_VALUE;
        }
        return device.retryAt();
    }
}
