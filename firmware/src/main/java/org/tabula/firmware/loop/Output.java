package org.tabula.firmware.loop;

/** Where the loop hands each new frame; it must return at once. */
@FunctionalInterface
public interface Output {
    /**
     * Takes a frame to show; {@code causedAtNanos} is when the event that led to it was posted
     * (for latency figures).
     */
    void show(DeviceFrame frame, long causedAtNanos);
}
