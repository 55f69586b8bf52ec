package org.tabula.hal.config;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.BusFactory;
import org.tabula.hal.bus.Clock;
import org.tabula.hal.nfc.Mfrc522;
import org.tabula.hal.nfc.TagReader;

/** An MFRC522 behind chip select {@code chipSelect} of SPI bus {@code spiBus}. */
public record Mfrc522Config(int spiBus, int chipSelect, OptionalInt resetPin, int spiHz) implements ReaderConfig {
    /** The reference box (docs/build-the-box.md) wires both readers' NRSTPD to GPIO 25. */
    static final int REFERENCE_RESET_PIN = 25;

    /** Keys: spi-bus (1), chip-select (the reader's index), reset-pin (25), spi-hz (1 MHz). */
    static Mfrc522Config read(TomlSection s, ReaderTables tables) throws ConfigException {
        s.rejectUnknown(Set.of("chip", "spi-bus", "chip-select", "reset-pin", "spi-hz"));
        int bus = s.integer("spi-bus", 1, 0, 6);
        int cs = s.integer("chip-select", tables.index(), 0, 2);
        tables.claimSpi(s, bus, cs);
        OptionalInt reset = s.has("reset-pin") ? s.optionalInteger("reset-pin", 0, ConfigParser.MAX_GPIO)
                : OptionalInt.of(REFERENCE_RESET_PIN);
        tables.claimSharedPin(s, "reset-pin", reset.getAsInt(), "the MFRC522 reset");
        return new Mfrc522Config(bus, cs, reset, s.integer("spi-hz", 1_000_000, 100_000, 10_000_000));
    }

    @Override
    public TagReader open(BusFactory buses, Clock clock) throws BusException {
        return new Mfrc522(buses.spiDevice(spiBus, chipSelect, spiHz),
                resetPin.isPresent() ? Optional.of(buses.output(resetPin.getAsInt())) : Optional.empty(), clock);
    }

    @Override
    public String describe() {
        return "MFRC522 on SPI bus " + spiBus + " chip select " + chipSelect;
    }
}
