package org.tabula.hal.config;

import java.util.Set;

import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.BusFactory;
import org.tabula.hal.bus.Clock;
import org.tabula.hal.nfc.Pn532;
import org.tabula.hal.nfc.TagReader;

/** A PN532 on I2C bus {@code i2cBus} at 7-bit {@code address}. */
public record Pn532Config(int i2cBus, int address) implements ReaderConfig {
    /** Keys: i2c-bus (1), address (0x24, the PN532's fixed I2C address). */
    static Pn532Config read(TomlSection s, ReaderTables tables) throws ConfigException {
        s.rejectUnknown(Set.of("chip", "i2c-bus", "address"));
        return new Pn532Config(s.integer("i2c-bus", 1, 0, 22), s.address("address", 0x24));
    }

    @Override
    public TagReader open(BusFactory buses, Clock clock) throws BusException {
        return new Pn532(buses.i2c(i2cBus, address), clock);
    }

    @Override
    public String describe() {
        return String.format("PN532 on I2C bus %d at 0x%02X", i2cBus, address);
    }
}
