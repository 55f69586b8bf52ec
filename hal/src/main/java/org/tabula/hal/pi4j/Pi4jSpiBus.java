package org.tabula.hal.pi4j;

import com.pi4j.io.spi.Spi;

import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.SpiBus;

/** {@link SpiBus} on a Pi4J {@link Spi}; its chip select toggles but nothing listens to it. */
public final class Pi4jSpiBus implements SpiBus {
    private final Spi spi;
    private final String where;

    public Pi4jSpiBus(Spi spi) {
        this.spi = spi;
        this.where = "SPI bus " + spi.config().bus().getBus();
    }

    @Override
    public int clockHz() {
        return spi.config().baud();
    }

    @Override
    public void write(byte[] bytes) throws BusException {
        try {
            Pi4jErrors.checkCount(where, "write", spi.write(bytes, 0, bytes.length), bytes.length);
        } catch (RuntimeException e) {
            throw Pi4jErrors.translate(where, e);
        }
    }

    @Override
    public String toString() {
        return where;
    }
}
