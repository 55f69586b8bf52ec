package org.tabula.firmware.wiring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.tabula.hal.config.ConfigException;
import org.tabula.hal.config.HardwareConfig;

/**
 * docs/box.svg, the README's picture of the box, is the shipped configuration's: it fails when the
 * picture differs from a fresh drawing. Regenerate it with {@code -Dwiring.update=true} and look at it.
 */
class BoxPictureTest {
    private static final Path ROOT = Path.of(System.getProperty("basedir", ".")).toAbsolutePath().getParent();
    private static final Path PICTURE = ROOT.resolve("docs/box.svg");

    @Test
    void theCommittedPictureIsTheShippedConfigurations() throws IOException, ConfigException {
        String fresh = BoxPicture.draw(HardwareConfig.load(ROOT.resolve("systemd/tabula.conf")));
        if (Boolean.getBoolean("wiring.update")) {
            Files.writeString(PICTURE, fresh, StandardCharsets.UTF_8);
        }
        assertEquals(fresh, Files.readString(PICTURE, StandardCharsets.UTF_8),
                "docs/box.svg differs from the configuration: regenerate it with -Dwiring.update=true and look at it");
    }

    @Test
    void onlyTheConfiguredDevicesAreDrawn() throws ConfigException {
        String oneReaderNoButtons = BoxPicture.draw(HardwareConfig.parse("[display]\n[[nfc.reader]]\n", "test.conf"));
        assertTrue(oneReaderNoButtons.contains("East (seat 0)"));
        assertFalse(oneReaderNoButtons.contains("West (seat 1)"), "one reader");
        assertFalse(oneReaderNoButtons.contains("PASS"), "no buttons");
        assertFalse(oneReaderNoButtons.contains("<circle cx=\"90\" cy=\"80\""), "no LEDs");
        assertTrue(oneReaderNoButtons.contains("#c6ecff"), "the OLED's lit pixels");
    }
}
