package org.tabula.hal.bus;

/**
 * A whole SPI bus used as a serial bit stream, without a chip select that matters
 * (embedded-hal's {@code SpiBus}). A WS2812 strip on MOSI needs this: it has no chip select, so
 * it must own the bus.
 */
public interface SpiBus {
    /** The SCLK frequency the bus was opened with, in hertz: encoders time their bits by it. */
    int clockHz();

    /** Clocks {@code bytes} out on MOSI, MSB first, with no gaps the caller can see. */
    void write(byte[] bytes) throws BusException;
}
