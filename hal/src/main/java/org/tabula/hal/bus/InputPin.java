package org.tabula.hal.bus;

/** A digital input (embedded-hal's {@code InputPin}); pull resistors are set when it is opened. */
public interface InputPin {
    boolean isHigh() throws BusException;

    default boolean isLow() throws BusException {
        return !isHigh();
    }
}
