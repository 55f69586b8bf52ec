package org.tabula.hal.bus;

/** A digital output (embedded-hal's {@code OutputPin}). */
public interface OutputPin {
    void set(boolean high) throws BusException;

    default void setHigh() throws BusException {
        set(true);
    }

    default void setLow() throws BusException {
        set(false);
    }
}
