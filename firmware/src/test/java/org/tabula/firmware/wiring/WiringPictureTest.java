package org.tabula.firmware.wiring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.tabula.hal.config.ConfigException;
import org.tabula.hal.config.HardwareConfig;

/**
 * docs/wiring.svg is the picture of the shipped configuration, systemd/tabula.conf: it fails
 * when a default changes and the picture does not. After an intended change, regenerate it
 * with {@code -Dwiring.update=true} (or {@code tabula wiring --config systemd/tabula.conf docs/wiring.svg}) and look at it.
 */
class WiringPictureTest {
    private static final Path ROOT = Path.of(System.getProperty("basedir", ".")).toAbsolutePath().getParent();
    private static final Path PICTURE = ROOT.resolve("docs/wiring.svg");

    @Test
    void theCommittedPictureIsTheShippedConfigurations() throws IOException, ConfigException {
        String fresh = WiringSvg.draw(Wiring.of(HardwareConfig.load(ROOT.resolve("systemd/tabula.conf"))));
        if (Boolean.getBoolean("wiring.update")) {
            Files.writeString(PICTURE, fresh, StandardCharsets.UTF_8);
        }
        assertEquals(fresh, Files.readString(PICTURE, StandardCharsets.UTF_8),
                "docs/wiring.svg differs from the configuration: regenerate it with -Dwiring.update=true and look at it");
    }

    @Test
    void theShippedConfigurationIsTheReferenceBox() throws ConfigException, IOException {
        assertEquals(Wiring.of(HardwareConfig.referenceBox()), Wiring.of(HardwareConfig.load(ROOT.resolve("systemd/tabula.conf"))));
    }

    @Test
    void everyDeviceOfTheReferenceBoxIsOnItsPins() {
        String picture = WiringSvg.draw(Wiring.of(HardwareConfig.referenceBox()));
        for (String pin : new String[] {"pin 3 (GPIO 2, I2C1 SDA)", "pin 5 (GPIO 3, I2C1 SCL)", "pin 19 (GPIO 10, SPI0 MOSI)",
                "pin 40 (GPIO 21, SPI1 SCLK)", "pin 38 (GPIO 20, SPI1 MOSI)", "pin 35 (GPIO 19, SPI1 MISO)", "pin 12 (GPIO 18, SPI1 CE0)",
                "pin 11 (GPIO 17, SPI1 CE1)", "pin 22 (GPIO 25, reset)", "pin 29 (GPIO 5)", "pin 31 (GPIO 6)",
                "pin 33 (GPIO 13)", "pin 37 (GPIO 26)", "pin 32 (GPIO 12)"}) {
            assertTrue(picture.contains(pin), pin);
        }
    }

    /** The 74AHCT125's own pins, as its datasheet numbers them (NXP 74HC_HCT125 table 2, TI SN74AHCT125). */
    @Test
    void theLevelShifterShowsTheChipsPinNumbers() throws ConfigException {
        String ws2812 = WiringSvg.draw(Wiring.of(HardwareConfig.referenceBox()));
        for (String pin : new String[] {"1A (2)", "1Y (3)", "VCC (14)", "GND (7)", "OE (1, 4, 10, 13)", "2A 3A 4A (5, 9, 12)"}) {
            assertTrue(ws2812.contains(">" + pin + "<"), pin);
        }
        String apa102 = WiringSvg.draw(Wiring.of(HardwareConfig.parse("[leds]\nchip = \"apa102\"\n", "test.conf")));
        for (String pin : new String[] {"1A (2)", "2A (5)", "2Y (6)", "3A 4A (9, 12)"}) {
            assertTrue(apa102.contains(">" + pin + "<"), pin);
        }
    }

    @Test
    void aReaderOnAnI2cGpioBusIsNamedNotPlacedOnAPin() throws ConfigException {
        HardwareConfig config = HardwareConfig.parse("[[nfc.reader]]\nchip = \"pn532\"\ni2c-bus = 3\n", "test.conf");
        String picture = WiringSvg.draw(Wiring.of(config));
        assertTrue(picture.contains("→ I2C3 SDA (its overlay's pin)"), picture);
        assertTrue(!picture.contains("I2C1"), "no pin of bus 1 is used");
    }
}
