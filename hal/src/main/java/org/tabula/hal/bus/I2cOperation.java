package org.tabula.hal.bus;

/** One step of an {@link I2cDevice#transaction I2C transaction}. */
public sealed interface I2cOperation {
    /** Sends these bytes. */
    record Write(byte[] bytes) implements I2cOperation {
    }

    /** Fills this buffer with bytes read from the device. */
    record Read(byte[] buffer) implements I2cOperation {
    }
}
