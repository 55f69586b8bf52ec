package org.tabula.hal.bus;

/**
 * The bus worked but the chip answered wrongly: a bad checksum after retries, an unknown chip
 * version, a failed self-test. {@link #absent()} tells "nothing there" from "something broken".
 */
public class DeviceException extends BusException {
    private static final long serialVersionUID = 1L;

    private final boolean absent;

    private DeviceException(boolean absent, String message) {
        super(ErrorKind.OTHER, message);
        this.absent = absent;
    }

    /** Something answered, but not as the datasheet says it should. */
    public static DeviceException faulty(String message) {
        return new DeviceException(false, message);
    }

    /** No chip answered (an SPI chip reading all zeros or all ones looks like this). */
    public static DeviceException absent(String message) {
        return new DeviceException(true, message);
    }

    public boolean absent() {
        return absent;
    }
}
