package org.tabula.hal.pi4j;

import org.tabula.hal.bus.BusException;

/**
 * Sets the SPI mode of /dev/spidevB.C exactly, before Pi4J opens it. Pi4J 2.8.0's
 * {@code LinuxFsSpi.open} reads {@code SPI_IOC_RD_MODE32} and writes back that value ORed with
 * the mode asked for, so a device another program left in mode 1, 2 or 3 (or with SPI_CS_HIGH or
 * SPI_LSB_FIRST) would never come back to mode 0. The mode belongs to the kernel's spi_device,
 * not to one open file: once it is exactly right, Pi4J's OR adds nothing.
 */
@FunctionalInterface
public interface SpidevModes {
    /** Makes the mode of {@code /dev/spidev<bus>.<chipSelect>} exactly {@code mode} (0..3, no other flags). */
    void set(int bus, int chipSelect, int mode) throws BusException;
}
