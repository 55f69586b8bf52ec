package org.tabula.hal.pi4j;

import com.pi4j.io.i2c.I2C;

import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.I2cDevice;
import org.tabula.hal.bus.I2cOperation;

/**
 * {@link I2cDevice} on a Pi4J {@link I2C}. A write followed by a read goes out as one combined
 * I2C_RDWR message (repeated START) through {@code readRegister}; other steps one by one.
 */
public final class Pi4jI2cDevice implements I2cDevice {
    private final I2C i2c;
    private final String where;

    public Pi4jI2cDevice(I2C i2c) {
        this.i2c = i2c;
        this.where = String.format("I2C bus %d address 0x%02X", i2c.bus(), i2c.device());
    }

    @Override
    public void transaction(I2cOperation... operations) throws BusException {
        try {
            for (int i = 0; i < operations.length; i++) {
                I2cOperation operation = operations[i];
                if (operation instanceof I2cOperation.Write write && i + 1 < operations.length
                        && operations[i + 1] instanceof I2cOperation.Read read) {
                    byte[] buffer = read.buffer();
                    Pi4jErrors.checkCount(where, "write-read",
                            i2c.readRegister(write.bytes(), buffer, 0, buffer.length), buffer.length);
                    i++;
                } else if (operation instanceof I2cOperation.Write write) {
                    byte[] bytes = write.bytes();
                    Pi4jErrors.checkCount(where, "write", i2c.write(bytes, 0, bytes.length), bytes.length);
                } else if (operation instanceof I2cOperation.Read read) {
                    byte[] buffer = read.buffer();
                    Pi4jErrors.checkCount(where, "read", i2c.read(buffer, 0, buffer.length), buffer.length);
                }
            }
        } catch (RuntimeException e) {
            throw Pi4jErrors.translateI2c(where, e);
        }
    }

    @Override
    public String toString() {
        return where;
    }
}
