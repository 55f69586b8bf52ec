package org.tabula.firmware.loop;

/** The loop's time source, injected so tests and the headless simulator control time. */
@FunctionalInterface
public interface ConsoleClock {
    ConsoleClock SYSTEM = System::nanoTime;

    long nanos();
}
