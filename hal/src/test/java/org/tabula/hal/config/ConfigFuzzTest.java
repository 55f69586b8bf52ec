package org.tabula.hal.config;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import com.code_intelligence.jazzer.junit.FuzzTest;

import org.junit.jupiter.api.io.TempDir;

import org.tabula.hal.fuzz.Sentences;

/**
 * tabula.conf of any bytes: a configuration or a {@link ConfigException} with a sentence, nothing
 * else (docs/fuzzing.md). Seeds: the shipped systemd/tabula.conf and the cases of HardwareConfigTest.
 */
class ConfigFuzzTest {
    @TempDir
    static Path folder;

    @FuzzTest(maxDuration = "10m")
    void anyConfigFileIsReadOrRefused(byte[] bytes) throws IOException {
        Path file = folder.resolve("tabula.conf");
        Files.write(file, bytes);
        try {
            assertNotNull(HardwareConfig.load(file));
        } catch (ConfigException e) {
            Sentences.assertForPeople(e.getMessage(), new String(bytes, StandardCharsets.UTF_8) + file);
        }
    }
}
