package org.tabula.hal.config;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

import org.tabula.hal.Button;
import org.tabula.hal.led.Ws2812Encoder;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** Reads tabula.conf (TOML, through Jackson's TOML parser) into a {@link HardwareConfig}; see docs/build-the-box.md for every key. */
final class ConfigParser {
    /** BCM GPIOs of a 40-pin header. */
    static final int MAX_GPIO = 27;
    /** Reads one {@code [[nfc.reader]]} table of a chip. */
    @FunctionalInterface
    private interface ReaderParser {
        ReaderConfig read(TomlSection s, ReaderTables tables) throws ConfigException;
    }

    /** The reader chips by their name in {@code chip = "..."}, in the order errors list them. */
    private static final SortedMap<String, ReaderParser> READER_CHIPS = Collections.unmodifiableSortedMap(new TreeMap<>(Map.of(
            "mfrc522", Mfrc522Config::read,
            "pn532", Pn532Config::read)));
    /** The reference box's readers (docs/build-the-box.md). */
    private static final String DEFAULT_READER_CHIP = "mfrc522";

    private final ObjectNode toml;
    private final TomlLines lines;
    private final String source;
    /** GPIO -> who uses it and on which line, to refuse two uses of one pin. */
    private final Map<Integer, String> pinUsers = new HashMap<>();

    private ConfigParser(ObjectNode toml, TomlLines lines, String source) {
        this.toml = toml;
        this.lines = lines;
        this.source = source;
    }

    /** The chip names {@code [[nfc.reader]]} takes. */
    static Set<String> readerChips() {
        return READER_CHIPS.keySet();
    }

    static HardwareConfig parse(String text, String source) throws ConfigException {
        ObjectNode toml;
        try {
            toml = TomlTree.read(text);
        } catch (JacksonException e) {
            throw new ConfigException(source + syntaxErrorLine(e.getLocation()) + ": TOML syntax: " + e.getOriginalMessage());
        }
        return new ConfigParser(toml, new TomlLines(text), source).read();
    }

    /** Jackson places an error just after the token at fault: the start of a line means the end of the one before. */
    private static String syntaxErrorLine(JsonLocation where) {
        if (where == null || where.getLineNr() < 1) {
            return "";
        }
        int line = where.getColumnNr() == 1 && where.getLineNr() > 1 ? where.getLineNr() - 1 : where.getLineNr();
        return " line " + line;
    }

    private HardwareConfig read() throws ConfigException {
        for (Iterator<String> keys = toml.fieldNames(); keys.hasNext();) {
            String key = keys.next();
            if (key.equals("language")) {
                continue;
            }
            if (!Set.of("display", "leds", "nfc", "buttons", "page", "archive").contains(key) || !toml.get(key).isObject()) {
                throw new ConfigException(source + " line " + lines.line(key, 1) + ": " + key
                        + ": unknown section (known: language, [display], [leds], [nfc], [[nfc.reader]], [buttons], [page], [archive])");
            }
        }
        Optional<LedConfig> leds = section("leds").isPresent() ? Optional.of(leds(section("leds").get())) : Optional.empty();
        Optional<DisplayConfig> display = section("display").isPresent() ? Optional.of(display(section("display").get()))
                : Optional.empty();
        int pollMs = 50;
        List<ReaderConfig> readers = new ArrayList<>();
        if (section("nfc").isPresent()) {
            TomlSection nfc = section("nfc").get();
            nfc.rejectUnknown(Set.of("poll-ms", "reader"));
            pollMs = nfc.integer("poll-ms", 50, 10, 1000);
            readers = readers(nfc, leds);
        }
        Optional<ButtonsConfig> buttons = section("buttons").isPresent() ? Optional.of(buttons(section("buttons").get()))
                : Optional.empty();
        PageConfig page = section("page").isPresent() ? page(section("page").get()) : PageConfig.standard();
        int archiveKb = HardwareConfig.DEFAULT_ARCHIVE_KB;
        if (section("archive").isPresent()) {
            TomlSection archive = section("archive").get();
            archive.rejectUnknown(Set.of("max-kb"));
            archiveKb = archive.integer("max-kb", HardwareConfig.DEFAULT_ARCHIVE_KB, 16, 1 << 20);
        }
        return new HardwareConfig(display, leds, readers, pollMs, buttons, language(), page, archiveKb);
    }

    /** The top-level {@code language = "ja"}: a string here; whether the box speaks it is the console's to say. */
    private Optional<HardwareConfig.Setting> language() throws ConfigException {
        JsonNode language = toml.get("language");
        if (language == null) {
            return Optional.empty();
        }
        String where = source + " line " + lines.line("language", 1) + ": language";
        if (!language.isTextual()) {
            throw new ConfigException(where + ": must be a language code in quotes, such as \"en\" or \"ja\", got "
                    + TomlSection.describe(language));
        }
        return Optional.of(new HardwareConfig.Setting(language.textValue(), where));
    }

    private Optional<TomlSection> section(String name) {
        return toml.get(name) instanceof ObjectNode table ? Optional.of(new TomlSection(table, name, source, lines))
                : Optional.empty();
    }

    private DisplayConfig display(TomlSection s) throws ConfigException {
        s.rejectUnknown(Set.of("chip", "i2c-bus", "address", "rotation", "contrast", "reset-pin"));
        DisplayConfig d = DisplayConfig.reference();
        int rotation = s.integer("rotation", d.rotation(), 0, 180);
        if (rotation != 0 && rotation != 180) {
            throw s.error("rotation", "must be 0 or 180 (a 128x64 panel cannot turn a quarter), got " + rotation);
        }
        OptionalInt reset = s.optionalInteger("reset-pin", 0, MAX_GPIO);
        if (reset.isPresent()) {
            claimPin(s, "reset-pin", reset.getAsInt(), "the display's reset");
        }
        return new DisplayConfig(s.choice("chip", d.chip(), DisplayConfig.Chip.class), s.integer("i2c-bus", d.i2cBus(), 0, 22),
                s.address("address", d.address()), rotation, s.integer("contrast", d.contrast(), 0, 255), reset);
    }

    private LedConfig leds(TomlSection s) throws ConfigException {
        s.rejectUnknown(Set.of("chip", "spi-bus", "count", "spi-hz", "gamma", "brightness", "max-current-ma", "ma-per-channel"));
        LedConfig d = LedConfig.reference();
        LedConfig.Chip chip = s.choice("chip", d.chip(), LedConfig.Chip.class);
        int spiHz;
        if (chip == LedConfig.Chip.WS2812) {
            if (s.has("spi-hz")) {
                throw s.error("spi-hz", "the WS2812 bit timing sets the SPI clock for each board (2.4 MHz on a Pi 3 or 4, 6.4 MHz on a Pi 5); remove this key");
            }
            spiHz = d.spiHz();
        } else {
            spiHz = s.integer("spi-hz", 4_000_000, 100_000, 20_000_000);
        }
        // A WS2812 frame goes to spidev as one message, and spidev takes 4096 bytes unless told otherwise:
        // the count whose frame fits in every board's encoding, so one file serves every board.
        int maxCount = chip == LedConfig.Chip.WS2812 ? Ws2812Encoder.MAX_LEDS : 1000;
        return new LedConfig(chip, s.integer("spi-bus", d.spiBus(), 0, 6), s.integer("count", d.count(), 1, maxCount), spiHz,
                s.decimal("gamma", d.gamma(), 1, 4), s.decimal("brightness", d.brightness(), 0, 1),
                s.integer("max-current-ma", d.maxCurrentMilliamps(), 10, 20_000),
                s.decimal("ma-per-channel", d.milliampsPerChannel(), 1, 100));
    }

    private List<ReaderConfig> readers(TomlSection nfc, Optional<LedConfig> leds) throws ConfigException {
        List<ReaderConfig> readers = new ArrayList<>();
        if (!nfc.has("reader")) {
            return readers;
        }
        if (!(toml.get("nfc").get("reader") instanceof ArrayNode array)) {
            throw nfc.error("reader", "must be [[nfc.reader]] tables");
        }
        Set<String> chipSelects = new java.util.HashSet<>();
        for (int i = 0; i < array.size(); i++) {
            if (!(array.get(i) instanceof ObjectNode table)) {
                throw nfc.error("reader", "must be [[nfc.reader]] tables");
            }
            TomlSection s = new TomlSection(table, "nfc.reader[" + i + "]", source, lines);
            // A chip given as something other than a name is refused below, not read as the default.
            String chip = !s.has("chip") ? DEFAULT_READER_CHIP : s.text("chip") != null ? s.text("chip").toLowerCase(Locale.ROOT) : "";
            ReaderParser reader = READER_CHIPS.get(chip);
            if (reader == null) {
                throw s.error("chip", "must be one of " + String.join(", ", READER_CHIPS.keySet()) + ", got "
                        + TomlSection.describe(table.get("chip")));
            }
            int index = i;
            readers.add(reader.read(s, new ReaderTables() {
                @Override
                public int index() {
                    return index;
                }

                @Override
                public void claimSpi(TomlSection at, int bus, int chipSelect) throws ConfigException {
                    if (!chipSelects.add(bus + "." + chipSelect)) {
                        throw at.error("chip-select", "SPI bus " + bus + " chip select " + chipSelect + " is already another reader's");
                    }
                    if (leds.isPresent() && leds.get().spiBus() == bus) {
                        throw at.error("spi-bus", "SPI bus " + bus + " carries the LED strip, which has no chip select "
                                + "and would take this reader's traffic for colours");
                    }
                }

                @Override
                public void claimSharedPin(TomlSection at, String key, int gpio, String user) throws ConfigException {
                    ConfigParser.this.claimSharedPin(at, key, gpio, user);
                }
            }));
        }
        return readers;
    }

    private static PageConfig page(TomlSection s) throws ConfigException {
        s.rejectUnknown(Set.of("enabled", "port"));
        PageConfig d = PageConfig.standard();
        return new PageConfig(s.flag("enabled", d.enabled()),
                s.integer("port", d.port(), PageConfig.LAST_PRIVILEGED_PORT + 1, 65_535));
    }

    private ButtonsConfig buttons(TomlSection s) throws ConfigException {
        Set<String> known = new java.util.HashSet<>(Set.of("debounce-ms", "long-press-ms"));
        for (Button button : Button.values()) {
            known.add(button.name().toLowerCase(Locale.ROOT));
        }
        s.rejectUnknown(known);
        Map<Button, Integer> pins = new EnumMap<>(Button.class);
        for (Button button : Button.values()) {
            String key = button.name().toLowerCase(Locale.ROOT);
            OptionalInt pin = s.optionalInteger(key, 0, MAX_GPIO);
            if (pin.isPresent()) {
                claimPin(s, key, pin.getAsInt(), "button " + button);
                pins.put(button, pin.getAsInt());
            }
        }
        if (pins.isEmpty()) {
            throw new ConfigException(source + ": [buttons] lists no button; remove the section for a box without buttons");
        }
        int debounce = s.integer("debounce-ms", 20, 1, 200);
        int longPress = s.integer("long-press-ms", 800, 100, 10_000);
        if (longPress <= debounce) {
            throw s.error("long-press-ms", "must be longer than debounce-ms");
        }
        return new ButtonsConfig(pins, debounce, longPress);
    }

    private void claimPin(TomlSection s, String key, int gpio, String user) throws ConfigException {
        refuseHatIdPins(s, key, gpio);
        String previous = pinUsers.putIfAbsent(gpio, user);
        if (previous != null) {
            throw s.error(key, "GPIO " + gpio + " is already used by " + previous);
        }
    }

    /**
     * GPIO 0 and 1 belong to the HAT identification EEPROM, which the firmware reads at boot; and
     * Pi4J keeps GPIOs and SPI chip selects in one registry per context, where GPIO 0 or 1 would
     * collide with the reader or LED strip on chip select 0 or 1.
     */
    private static void refuseHatIdPins(TomlSection s, String key, int gpio) throws ConfigException {
        if (gpio == 0 || gpio == 1) {
            throw s.error(key, "GPIO " + gpio + " is reserved: GPIO 0 and 1 (ID_SD, ID_SC) carry the HAT identification "
                    + "EEPROM, and the GPIO library would take them for SPI chip select " + gpio + "; choose another GPIO");
        }
    }

    /** A pin that several devices of one kind may share (the reference box wires both MFRC522 resets to GPIO 25). */
    private void claimSharedPin(TomlSection s, String key, int gpio, String user) throws ConfigException {
        refuseHatIdPins(s, key, gpio);
        String previous = pinUsers.putIfAbsent(gpio, user);
        if (previous != null && !previous.equals(user)) {
            throw s.error(key, "GPIO " + gpio + " is already used by " + previous);
        }
    }
}
