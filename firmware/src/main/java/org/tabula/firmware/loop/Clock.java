package org.tabula.firmware.loop;

/** The loop's time source, injected so tests and the headless simulator control time. */
@FunctionalInterface
public interface Clock {
    Clock SYSTEM = System::nanoTime;

    long nanos();
}
