package org.tabula.hal.pi4j;

import com.pi4j.io.spi.Spi;

import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.SpiDevice;

/** {@link SpiDevice} on a Pi4J {@link Spi}: one spidev transfer per call, so one chip-select assertion. */
public final class Pi4jSpiDevice implements SpiDevice {
    private final Spi spi;
    private final String where;

    public Pi4jSpiDevice(Spi spi) {
        this.spi = spi;
        this.where = "SPI bus " + spi.config().bus().getBus() + " chip select " + spi.config().chipSelect().getChipSelect();
    }

    @Override
    public void transferInPlace(byte[] data) throws BusException {
        byte[] received = new byte[data.length];
        try {
            Pi4jErrors.checkCount(where, "transfer", spi.transfer(data, 0, received, 0, data.length), data.length);
        } catch (RuntimeException e) {
            throw Pi4jErrors.translate(where, e);
        }
        System.arraycopy(received, 0, data, 0, data.length);
    }

    @Override
    public String toString() {
        return where;
    }
}
