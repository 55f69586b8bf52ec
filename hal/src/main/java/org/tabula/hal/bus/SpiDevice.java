package org.tabula.hal.bus;

/**
 * One device on an SPI bus behind its own chip select (embedded-hal's {@code SpiDevice}): chip
 * select is asserted for exactly one {@link #transferInPlace} and released after it.
 */
public interface SpiDevice {
    /**
     * Full duplex: clocks {@code data} out on MOSI while replacing each byte with the one
     * clocked in on MISO at the same time, all under one chip-select assertion.
     */
    void transferInPlace(byte[] data) throws BusException;

    /** Sends {@code data} and returns what came back, byte for byte. */
    default byte[] transfer(byte[] data) throws BusException {
        byte[] copy = data.clone();
        transferInPlace(copy);
        return copy;
    }

    /** Sends {@code data}, ignoring MISO. */
    default void write(byte[] data) throws BusException {
        transferInPlace(data.clone());
    }
}
