package org.tabula.hal.bus;

/**
 * One device on an I2C bus, at the 7-bit address it was opened with. Like embedded-hal's
 * {@code I2c}: one primitive, {@link #transaction}, and convenience methods built on it.
 */
public interface I2cDevice {
    /**
     * Runs the operations: START, then for each operation the address with the R/W bit and its
     * bytes, STOP at the end. Which steps are joined by a repeated START instead of STOP and START
     * is the implementation's to say (Linux's I2C_RDWR can join any; Pi4J joins only a write
     * followed by a read, which is all the box's chips need: {@link #writeRead}).
     */
    void transaction(I2cOperation... operations) throws BusException;

    /** {@code START addr+W bytes... STOP}. */
    default void write(byte[] bytes) throws BusException {
        transaction(new I2cOperation.Write(bytes));
    }

    /** {@code START addr+R (n bytes, the master ACKs all but the last) STOP}. */
    default byte[] read(int count) throws BusException {
        byte[] buffer = new byte[count];
        transaction(new I2cOperation.Read(buffer));
        return buffer;
    }

    /** {@code START addr+W bytes... Sr addr+R (n bytes) STOP}: a register read. */
    default byte[] writeRead(byte[] bytes, int count) throws BusException {
        byte[] buffer = new byte[count];
        transaction(new I2cOperation.Write(bytes), new I2cOperation.Read(buffer));
        return buffer;
    }
}
