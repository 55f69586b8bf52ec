package org.tabula.hal.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.tabula.hal.fakes.FakeBuses;
import org.tabula.hal.fakes.FakeClock;
import org.tabula.hal.nfc.TagReader;

class HardwareConfigTest {
    /** The file shipped for /etc/tabula/tabula.conf, found from the module directory. */
    static final Path SHIPPED = Path.of("..", "systemd", "tabula.conf");

    private static String error(String text) {
        return assertThrows(ConfigException.class, () -> HardwareConfig.parse(text, "tabula.conf")).getMessage();
    }

    @Test
    void theShippedFileIsTheReferenceBox() throws ConfigException {
        assertEquals(HardwareConfig.referenceBox(), HardwareConfig.load(SHIPPED));
    }

    @Test
    void sectionsWithoutKeysTakeTheReferenceDefaults() throws ConfigException {
        HardwareConfig config = HardwareConfig.parse("[display]\n[leds]\n[nfc]\n[[nfc.reader]]\n[[nfc.reader]]\n"
                + "[buttons]\nleft = 5\nright = 6\nok = 13\nback = 26\npass = 12\n", "t");
        assertEquals(HardwareConfig.referenceBox(), config);
    }

    @Test
    void aBoxWithoutSomeDevicesIsValid() throws ConfigException {
        HardwareConfig config = HardwareConfig.parse("[nfc]\n[[nfc.reader]]\nchip = \"pn532\"\n", "t");
        assertEquals(Optional.empty(), config.display());
        assertEquals(0, config.ledCount());
        assertEquals(List.of(new Pn532Config(1, 0x24)), config.readers());
        assertEquals(Optional.empty(), config.buttons());
        assertEquals(new HardwareConfig(Optional.empty(), Optional.empty(), List.of(), 50, Optional.empty()),
                HardwareConfig.parse("# nothing fitted\n", "t"));
    }

    @Test
    void errorsNameTheLineAndTheKey() {
        assertEquals("tabula.conf line 3: display.address: must be a 7-bit I2C address 0x03..0x77, got 0x99",
                error("[display]\nchip = \"sh1106\"\naddress = 0x99\n"));
        assertEquals("tabula.conf line 2: display.adress: unknown key (known here: address, chip, contrast, i2c-bus, "
                + "reset-pin, rotation)", error("[display]\nadress = 0x3C\n"));
        assertEquals("tabula.conf line 2: leds.count: must be a whole number, got \"19\"", error("[leds]\ncount = \"19\"\n"));
        assertEquals("tabula.conf line 2: leds.chip: must be one of ws2812, apa102, got \"neopixel\"",
                error("[leds]\nchip = \"neopixel\"\n"));
        assertEquals("tabula.conf line 2: display.rotation: must be 0 or 180 (a 128x64 panel cannot turn a quarter), got 90",
                error("[display]\nrotation = 90\n"));
        assertEquals("tabula.conf line 4: buttons.right: GPIO 5 is already used by button LEFT",
                error("[buttons]\n\nleft = 5\nright = 5\n"));
        assertEquals("tabula.conf line 5: nfc.reader[0].spi-bus: SPI bus 0 carries the LED strip, which has no chip select "
                + "and would take this reader's traffic for colours", error("[leds]\n[nfc]\n[[nfc.reader]]\n\nspi-bus = 0\n"));
        assertEquals("tabula.conf line 1: sound: unknown section (known: language, [display], [leds], [nfc], [[nfc.reader]], [buttons], [page], [archive])",
                error("[sound]\nvolume = 3\n"));
        assertEquals("tabula.conf line 2: leds.spi-hz: the WS2812 bit timing sets the SPI clock for each board (2.4 MHz on a Pi 3 or 4, 6.4 MHz on a Pi 5); remove this key",
                error("[leds]\nspi-hz = 8000000\n"));
    }

    @Test
    void theArchivesSizeIsConfiguredInKibAndBounded() throws ConfigException {
        assertEquals(HardwareConfig.DEFAULT_ARCHIVE_KB, HardwareConfig.parse("", "t").archiveKb());
        assertEquals(512, HardwareConfig.parse("[archive]\nmax-kb = 512\n", "t").archiveKb());
        assertTrue(error("[archive]\nmax-kb = 4\n").startsWith("tabula.conf line 2: archive.max-kb: "), error("[archive]\nmax-kb = 4\n"));
        assertTrue(error("[archive]\nkeep = 4\n").contains("archive"), error("[archive]\nkeep = 4\n"));
    }

    @Test
    void theHatIdPinsAreRefusedWithTheReason() {
        String reason = ": GPIO 0 and 1 (ID_SD, ID_SC) carry the HAT identification EEPROM, and the GPIO library would take "
                + "them for SPI chip select ";
        assertEquals("tabula.conf line 2: buttons.left: GPIO 0 is reserved" + reason + "0; choose another GPIO",
                error("[buttons]\nleft = 0\n"));
        assertEquals("tabula.conf line 2: display.reset-pin: GPIO 1 is reserved" + reason + "1; choose another GPIO",
                error("[display]\nreset-pin = 1\n"));
        assertEquals("tabula.conf line 3: nfc.reader[0].reset-pin: GPIO 1 is reserved" + reason + "1; choose another GPIO",
                error("[nfc]\n[[nfc.reader]]\nreset-pin = 1\n"));
    }

    @Test
    void everyReaderChipHasANameAndOpensAndNamesItsOwnDriver() throws Exception {
        Set<Class<?>> configs = new HashSet<>();
        for (String chip : ConfigParser.readerChips()) {
            ReaderConfig reader = HardwareConfig.parse("[nfc]\n[[nfc.reader]]\nchip = \"" + chip + "\"\n", "t").readers().get(0);
            configs.add(reader.getClass());
            assertTrue(reader.describe().startsWith(chip.toUpperCase(Locale.ROOT) + " on "), reader.describe());
            TagReader driver = reader.open(new FakeBuses(), new FakeClock());
            assertTrue(driver.identity().toLowerCase(Locale.ROOT).startsWith(chip), driver.identity());
        }
        assertEquals(Set.of(ReaderConfig.class.getPermittedSubclasses()), configs, "a reader config without a chip name");
    }

    @Test
    void theLivePageIsOnByDefaultAndItsPortIsUnprivileged() throws ConfigException {
        assertEquals(new PageConfig(true, 8080), HardwareConfig.parse("# nothing fitted\n", "t").page());
        assertEquals(new PageConfig(false, 8080), HardwareConfig.parse("[page]\nenabled = false\n", "t").page());
        assertEquals(new PageConfig(true, 8123), HardwareConfig.parse("[page]\nport = 8123\n", "t").page());
        assertEquals("tabula.conf line 3: page.port: must be 1025..65535, got 80", error("[page]\nenabled = true\nport = 80\n"));
        assertEquals("tabula.conf line 2: page.enabled: must be true or false, got \"yes\"", error("[page]\nenabled = \"yes\"\n"));
        assertEquals("tabula.conf line 2: page.adress: unknown key (known here: enabled, port)", error("[page]\nadress = 1\n"));
    }

    @Test
    void errorsFindTheLineHoweverTheKeyIsWritten() {
        assertEquals("tabula.conf line 3: display.contrast: must be 0..255, got 300",
                error("# dotted keys\n\ndisplay.contrast = 300\n"));
        assertEquals("tabula.conf line 2: display.contrast: must be 0..255, got 300",
                error("[ \"display\" ]\n\"contrast\" = 300   # quoted\n"));
        assertEquals("tabula.conf line 2: leds.count: must be 1..150, got 0", error("language = \"ja\"\nleds = { count = 0 }\n"));
        assertEquals("tabula.conf line 7: nfc.reader[1].chip: must be one of mfrc522, pn532, got \"rc522\"",
                error("[nfc]\n[[nfc.reader]]\nchip = \"pn532\"\n[[nfc.reader]]\n# the second reader\n\nchip = \"rc522\"\n"));
        assertEquals("tabula.conf line 3: nfc.reader[0].chip: must be one of mfrc522, pn532, got [\"pn532\"]",
                error("[nfc]\n[[nfc.reader]]\nchip = [\"pn532\"]\n"), "a chip that is no name is refused, not read as the default");
        // A multi-line string holds no keys, though its lines look like some.
        assertEquals("tabula.conf line 6: leds.count: must be 1..150, got 0",
                error("language = '''\n[leds]\ncount = 0\n'''\n[leds]\ncount = 0\n"));
    }

    @Test
    void aWs2812StripIsNoLongerThanOneSpidevMessageHolds() throws ConfigException {
        // spidev refuses a message over its bufsiz, 4096 bytes unless the module is told otherwise.
        assertEquals("tabula.conf line 2: leds.count: must be 1..150, got 151", error("[leds]\ncount = 151\n"));
        assertEquals(150, HardwareConfig.parse("[leds]\ncount = 150\n", "t").leds().orElseThrow().count());
        assertEquals(1000, HardwareConfig.parse("[leds]\nchip = \"apa102\"\ncount = 1000\n", "t").leds().orElseThrow().count());
    }

    @Test
    void tomlSyntaxErrorsNameTheLine() {
        assertEquals("tabula.conf line 2: TOML syntax: Unknown token", error("[display]\naddress = = 3\n"));
        assertEquals("tabula.conf line 3: TOML syntax: Duplicate key", error("[leds]\ncount = 3\ncount = 4\n"));
        assertEquals("tabula.conf line 1: TOML syntax: Newline not permitted here", error("[leds\n"));
    }

    @Test
    void aMissingFileIsAnErrorButTheDefaultPathFallsBackToTheReferenceBox() throws ConfigException {
        Path missing = Path.of("no-such-dir", "tabula.conf");
        assertEquals(missing + ": no such file",
                assertThrows(ConfigException.class, () -> HardwareConfig.load(missing)).getMessage());
        assertEquals(HardwareConfig.referenceBox(), HardwareConfig.loadOrReference(missing));
    }
}
