package org.tabula.hal.config;

import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.BusFactory;
import org.tabula.hal.bus.Clock;
import org.tabula.hal.nfc.TagReader;

/**
 * One NFC reader; reader 0 is seat 0's (or the table reader), reader 1 seat 1's. Each chip's
 * record opens and names its own driver. Adding a chip: its driver (a {@link TagReader}), a
 * record here reading its {@code [[nfc.reader]]} table, and one entry in {@link ConfigParser}'s
 * map of chip names.
 */
public sealed interface ReaderConfig permits Mfrc522Config, Pn532Config {
    /** Opens the bus the chip sits on and builds its driver; nothing is sent to the chip yet. */
    TagReader open(BusFactory buses, Clock clock) throws BusException;

    /** The chip and where it is, such as "MFRC522 on SPI bus 1 chip select 0". */
    String describe();
}
