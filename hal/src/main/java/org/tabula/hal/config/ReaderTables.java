package org.tabula.hal.config;

/** What reading one {@code [[nfc.reader]]} table may ask of the rest of the file. */
interface ReaderTables {
    /** The reader's place in the list (reader 0 is seat 0's). */
    int index();

    /**
     * Claims chip select {@code chipSelect} of SPI bus {@code bus} (the table's {@code spi-bus} and
     * {@code chip-select}) for this reader: refused when another reader has it or the LED strip has the bus.
     */
    void claimSpi(TomlSection s, int bus, int chipSelect) throws ConfigException;

    /** Claims a GPIO that readers of one kind may share (the MFRC522s' reset line), written at {@code s}'s {@code key}. */
    void claimSharedPin(TomlSection s, String key, int gpio, String user) throws ConfigException;
}
