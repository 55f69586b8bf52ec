package org.tabula.hal.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A tabula.conf saved in another encoding says so, instead of Java's "Input length = 1". */
class ConfigEncodingTest {
    @TempDir
    Path folder;

    @Test
    void aConfigurationThatIsNotUtf8IsRefusedWithASentence() throws Exception {
        Path file = folder.resolve("tabula.conf");
        Files.write(file, "# Grüße\n[leds]\ncount = 20\n".getBytes(StandardCharsets.ISO_8859_1));
        assertEquals(file + ": not UTF-8 text (save it as UTF-8)",
                assertThrows(ConfigException.class, () -> HardwareConfig.load(file)).getMessage());
    }
}
