package org.tabula.firmware.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The unit file as systemd itself judges it: {@code systemd-analyze verify} and {@code security}. */
class SystemdUnitTest {
    private static final Path UNIT = Path.of("..", "systemd", "tabula.service");
    private static final Path LAUNCHER = Path.of("..", "systemd", "tabula");

    @TempDir
    Path root;

    record Result(int status, String output) {
    }

    @BeforeAll
    static void needsSystemdAnalyze() {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/systemd-analyze")), "systemd-analyze is not installed");
    }

    private static Result run(List<String> command) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        return new Result(process.exitValue(), output);
    }

    /** A root folder holding the system's own units (for the targets ours names), our unit and the launcher. */
    private Path installedRoot() throws IOException {
        Path units = root.resolve("lib/systemd/system");
        Files.createDirectories(units);
        try (var system = Files.list(Path.of("/lib/systemd/system"))) {
            for (Path unit : (Iterable<Path>) system::iterator) {
                if (Files.isRegularFile(unit)) {
                    Files.copy(unit, units.resolve(unit.getFileName()));
                }
            }
        }
        Files.copy(UNIT, units.resolve("tabula.service"), StandardCopyOption.REPLACE_EXISTING);
        Path bin = Files.createDirectories(root.resolve("usr/bin"));
        Files.copy(LAUNCHER, bin.resolve("tabula"));
        return root;
    }

    @Test
    void theUnitVerifiesCleanly() throws Exception {
        Result result = run(List.of("systemd-analyze", "verify", "--root=" + installedRoot(), "tabula.service"));
        assertEquals(0, result.status(), result.output());
        assertEquals("", result.output().strip(), "systemd-analyze verify has complaints");
    }

    @Test
    void theUnitsExposureIsAtMostTwo() throws Exception {
        Result result = run(List.of("systemd-analyze", "security", "--offline=yes", "--no-pager", UNIT.toString()));
        Matcher exposure = Pattern.compile("Overall exposure level for tabula.service: ([0-9.]+)").matcher(result.output());
        assertTrue(exposure.find(), result.output());
        double level = Double.parseDouble(exposure.group(1));
        assertTrue(level <= 2.0, "exposure " + level + " is above the goal of 2.0:\n" + result.output());
    }
}
