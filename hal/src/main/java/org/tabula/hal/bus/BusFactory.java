package org.tabula.hal.bus;

/**
 * Opens the buses and pins that configured devices sit on. The Pi4J implementation opens Linux
 * devices; tests hand out chip fakes. Opening may fail (a bus not enabled in config.txt): that is
 * a device fault like any other, retried later.
 */
public interface BusFactory {
    /** The device at 7-bit {@code address} on I2C bus {@code bus} (/dev/i2c-N). */
    I2cDevice i2c(int bus, int address) throws BusException;

    /** The device behind chip select {@code chipSelect} of SPI bus {@code bus} (/dev/spidevN.CS), mode 0. */
    SpiDevice spiDevice(int bus, int chipSelect, int clockHz) throws BusException;

    /** SPI bus {@code bus} as a bit stream on MOSI (the chip select line is left unused), mode 0. */
    SpiBus spiBus(int bus, int clockHz) throws BusException;

    /** GPIO {@code gpio} (BCM numbering) as an input with the internal pull-up on. */
    InputPin pullUpInput(int gpio) throws BusException;

    /** GPIO {@code gpio} (BCM numbering) as an output, driven high at first. */
    OutputPin output(int gpio) throws BusException;
}
