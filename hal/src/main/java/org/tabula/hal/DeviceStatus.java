package org.tabula.hal;

/**
 * The health of one configured device, for the status screen and {@code tabula selftest}.
 *
 * @param name   what it is, such as "reader 0" or "display"
 * @param where  its chip and bus, such as "MFRC522 on SPI bus 1 chip select 0"
 * @param state  see {@link State}
 * @param detail what the chip said, or why it is not online
 */
public record DeviceStatus(String name, String where, State state, String detail) {
    public enum State {
        /** Not tried yet. */
        STARTING,
        /** Initialised and answering. */
        ONLINE,
        /** Nothing answers where it should be (I2C NACK, an SPI chip reading all ones): not fitted or not wired. */
        ABSENT,
        /** Something answers wrongly or the bus fails; retried with backoff. */
        FAILED
    }
}
