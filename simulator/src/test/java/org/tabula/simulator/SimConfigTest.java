package org.tabula.simulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.tabula.hal.config.ConfigException;

class SimConfigTest {
    @TempDir
    Path folder;

    @Test
    void theShippedConfigurationIsTheReferenceBox() throws Exception {
        assertEquals(new SimConfig(2, 19), SimConfig.load(Path.of("../systemd/tabula.conf"), true));
        assertEquals(SimConfig.REFERENCE_BOX, new SimConfig(2, 19));
    }

    @Test
    void aChangedConfigurationShowsUpInTheSimulator() throws Exception {
        Path file = folder.resolve("tabula.conf");
        Files.writeString(file, String.join("\n",
                "[leds]", "chip = \"apa102\"", "spi-bus = 0", "count = 30",
                "[[nfc.reader]]", "chip = \"pn532\"", "i2c-bus = 1", "address = 0x24", ""));
        SimConfig config = SimConfig.load(file, true);
        assertEquals(new SimConfig(1, 30), config);
    }

    @Test
    void aMissingFileIsAnErrorOnlyWhenAskedFor() throws Exception {
        Path missing = folder.resolve("nope.conf");
        assertEquals(SimConfig.REFERENCE_BOX, SimConfig.load(missing, false));
        ConfigException e = assertThrows(ConfigException.class, () -> SimConfig.load(missing, true));
        assertTrue(e.getMessage().contains("nope.conf"), e.getMessage());
    }
}
