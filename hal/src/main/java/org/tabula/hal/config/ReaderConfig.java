package org.tabula.hal.config;

import java.util.OptionalInt;

/** One NFC reader; reader 0 is seat 0's (or the table reader), reader 1 seat 1's. */
public sealed interface ReaderConfig {
    /** An MFRC522 behind chip select {@code chipSelect} of SPI bus {@code spiBus}. */
    record Mfrc522(int spiBus, int chipSelect, OptionalInt resetPin, int spiHz) implements ReaderConfig {
    }

    /** A PN532 on I2C. */
    record Pn532(int i2cBus, int address) implements ReaderConfig {
    }
}
