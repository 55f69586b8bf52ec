package org.tabula.simulator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.tabula.display.text.Language;
import org.tabula.hal.config.ConfigException;

class SimConfigTest {
    @TempDir
    Path folder;

    @Test
    void theShippedConfigurationIsTheReferenceBox() throws Exception {
        assertEquals(new SimConfig(2, 19, Language.english()), SimConfig.load(Path.of("../systemd/tabula.conf"), true));
        assertEquals(SimConfig.REFERENCE_BOX, new SimConfig(2, 19, Language.english()));
    }

    @Test
    void aChangedConfigurationShowsUpInTheSimulator() throws Exception {
        Path file = folder.resolve("tabula.conf");
        Files.writeString(file, String.join("\n",
                "[leds]", "chip = \"apa102\"", "spi-bus = 0", "count = 30",
                "[[nfc.reader]]", "chip = \"pn532\"", "i2c-bus = 1", "address = 0x24", ""));
        SimConfig config = SimConfig.load(file, true);
        assertEquals(new SimConfig(1, 30, Language.english()), config);
    }

    @Test
    void theConfiguredLanguageIsTheBoxsUntilAPlayerChoosesAnother() throws Exception {
        Path file = Files.writeString(folder.resolve("tabula.conf"), "language = \"ja-JP\"\n[leds]\ncount = 19\n");
        assertEquals(new SimConfig(0, 19, Language.japanese()), SimConfig.load(file, true));
        Files.writeString(file, "language = \"klingon\"\n");
        ConfigException unknown = assertThrows(ConfigException.class, () -> SimConfig.load(file, true));
        assertEquals(file + " line 1: language: unknown language 'klingon': the box speaks en, ja", unknown.getMessage());
        Files.writeString(file, "language = 7\n");
        ConfigException notText = assertThrows(ConfigException.class, () -> SimConfig.load(file, true));
        assertEquals(file + " line 1: language: must be a language code in quotes, such as \"en\" or \"ja\", got 7",
                notText.getMessage());
    }

    @Test
    void aMissingFileIsAnErrorOnlyWhenAskedFor() throws Exception {
        Path missing = folder.resolve("nope.conf");
        assertEquals(SimConfig.REFERENCE_BOX, SimConfig.load(missing, false));
        ConfigException e = assertThrows(ConfigException.class, () -> SimConfig.load(missing, true));
        assertTrue(e.getMessage().contains("nope.conf"), e.getMessage());
    }
}
