package org.tabula.firmware.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The unit file as systemd itself judges it ({@code systemd-analyze verify} and {@code security}), and its device groups as the kernel names them. */
class SystemdUnitTest {
    private static final Path UNIT = Path.of("..", "systemd", "tabula.service");
    private static final Path LAUNCHER = Path.of("..", "systemd", "tabula");
    private static final Path MODULES_LOAD = Path.of("..", "systemd", "tabula.modules-load");

    /**
     * The group names the Linux kernel registers for the devices the console opens, as
     * /proc/devices lists them and {@code DeviceAllow=char-NAME} matches them (a name the kernel
     * never registers allows nothing, silently):
     * drivers/gpio/gpiolib.h {@code #define GPIOCHIP_NAME "gpiochip"} (used by gpiolib.c's
     * {@code alloc_chrdev_region(&gpio_devt, 0, GPIO_DEV_MAX, GPIOCHIP_NAME)});
     * drivers/i2c/i2c-dev.c {@code register_chrdev_region(MKDEV(I2C_MAJOR, 0), I2C_MINORS, "i2c")};
     * drivers/spi/spidev.c {@code register_chrdev(SPIDEV_MAJOR, "spi", &spidev_fops)}.
     */
    private static final Set<String> KERNEL_DEVICE_GROUPS = Set.of("gpiochip", "i2c", "spi");

    /**
     * The loadable modules that register those groups (gpiochip is gpiolib's, built into the
     * kernel): neither is loaded by a Pi's device tree before udev's coldplug, if at all.
     */
    private static final Map<String, String> GROUP_MODULES = Map.of("i2c", "i2c_dev", "spi", "spidev");

    @TempDir
    Path root;

    record Result(int status, String output) {
    }

    private static void needsSystemdAnalyze() {
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/systemd-analyze")), "systemd-analyze is not installed");
    }

    @Test
    void everyAllowedDeviceGroupIsOneTheKernelRegisters() throws IOException {
        Pattern group = Pattern.compile("char-(\\S+) rw");
        List<String> allowed = Pattern.compile("(?m)^DeviceAllow=(.*)$").matcher(Files.readString(UNIT)).results()
                .map(line -> line.group(1)).toList();
        List<String> names = new ArrayList<>();
        for (String allow : allowed) {
            Matcher name = group.matcher(allow);
            assertTrue(name.matches(), "DeviceAllow=" + allow + " is not of the form char-GROUP rw");
            assertTrue(KERNEL_DEVICE_GROUPS.contains(name.group(1)),
                    "DeviceAllow=" + allow + ": the kernel registers no device group \"" + name.group(1) + "\" (it has "
                            + KERNEL_DEVICE_GROUPS + ")");
            names.add(name.group(1));
        }
        assertEquals(KERNEL_DEVICE_GROUPS.size(), names.size(), "the console needs each of " + KERNEL_DEVICE_GROUPS + " once");
        assertEquals(KERNEL_DEVICE_GROUPS, Set.copyOf(names));
    }

    @Test
    void theModulesOfTheAllowedDeviceGroupsAreLoadedBeforeTheServiceStarts() throws IOException {
        String unit = Files.readString(UNIT);
        List<String> wants = directive(unit, "Wants");
        List<String> after = directive(unit, "After");
        List<String> loaded = Files.readAllLines(MODULES_LOAD).stream()
                .filter(line -> !line.isBlank() && !line.startsWith("#")).map(line -> line.strip().replace('-', '_')).toList();
        for (var entry : GROUP_MODULES.entrySet()) {
            String modprobe = "modprobe@" + entry.getValue() + ".service";
            assertTrue(wants.contains(modprobe) && after.contains(modprobe), "DeviceAllow=char-" + entry.getKey()
                    + " needs Wants= and After=" + modprobe + ", or the group may not exist when the unit starts");
            assertTrue(loaded.contains(entry.getValue()), "modules-load.d does not load " + entry.getValue());
        }
    }

    @Test
    void theLauncherLetsPi4jLoadItsNativeLibrariesWithoutAWarning() throws IOException {
        assertTrue(Files.readString(LAUNCHER).contains("java --enable-native-access=ALL-UNNAMED "));
    }

    /**
     * The unit's options for Java 25 and later reach the JVM there, after the others (so that its
     * heap maximum is the one that counts), and never on 17 or 21: the launcher runs with a stand-in
     * {@code java} that prints its arguments, in a JVM home whose release file names the version.
     */
    @Test
    void theLauncherAddsTheUnitsJava25OptionsOnJava25Only() throws IOException, InterruptedException {
        String unit = Files.readString(UNIT);
        String common = environment(unit, "TABULA_JAVA_OPTS");
        String later = environment(unit, "TABULA_JAVA25_OPTS");
        List<String> start = new ArrayList<>(List.of("--enable-native-access=ALL-UNNAMED"));
        start.addAll(List.of(common.split(" ")));
        List<String> end = List.of("-jar", "/usr/share/tabula/tabula.jar", "run");
        for (String version : List.of("17.0.15", "21.0.13", "25.0.3", "26")) {
            Path home = root.resolve("jvm-" + version);
            Files.createDirectories(home.resolve("bin"));
            Files.writeString(home.resolve("release"), "IMPLEMENTOR=\"Debian\"\nJAVA_VERSION=\"" + version + "\"\n");
            Path java = home.resolve("bin/java");
            Files.writeString(java, "#!/bin/sh\nprintf '%s\\n' \"$@\"\n");
            assertTrue(java.toFile().setExecutable(true));
            ProcessBuilder launcher = new ProcessBuilder("sh", LAUNCHER.toString(), "run").redirectErrorStream(true);
            launcher.environment().put("PATH", home.resolve("bin") + ":/usr/bin:/bin");
            launcher.environment().put("TABULA_JAVA_OPTS", common);
            launcher.environment().put("TABULA_JAVA25_OPTS", later);
            Process process = launcher.start();
            List<String> arguments = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).lines().toList();
            assertTrue(process.waitFor(60, TimeUnit.SECONDS));
            List<String> expected = new ArrayList<>(start);
            if (!version.startsWith("17") && !version.startsWith("21")) {
                expected.addAll(List.of(later.split(" ")));
            }
            expected.addAll(end);
            assertEquals(expected, arguments, "Java " + version);
        }
    }

    /** The value of the unit's {@code Environment="NAME=value"}. */
    private static String environment(String unit, String name) {
        Matcher line = Pattern.compile("(?m)^Environment=\"" + name + "=([^\"]*)\"$").matcher(unit);
        assertTrue(line.find(), "the unit sets no " + name);
        return line.group(1);
    }

    /** The space-separated values of every {@code NAME=} line of a unit. */
    private static List<String> directive(String unit, String name) {
        return Pattern.compile("(?m)^" + name + "=(.*)$").matcher(unit).results()
                .flatMap(line -> List.of(line.group(1).trim().split("\\s+")).stream()).toList();
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
        needsSystemdAnalyze();
        Result result = run(List.of("systemd-analyze", "verify", "--root=" + installedRoot(), "tabula.service"));
        assertEquals(0, result.status(), result.output());
        assertEquals("", result.output().strip(), "systemd-analyze verify has complaints");
    }

    @Test
    void theUnitsExposureIsAtMostTwo() throws Exception {
        needsSystemdAnalyze();
        Result result = run(List.of("systemd-analyze", "security", "--offline=yes", "--no-pager", UNIT.toString()));
        Matcher exposure = Pattern.compile("Overall exposure level for tabula.service: ([0-9.]+)").matcher(result.output());
        assertTrue(exposure.find(), result.output());
        double level = Double.parseDouble(exposure.group(1));
        assertTrue(level <= 2.0, "exposure " + level + " is above the goal of 2.0:\n" + result.output());
    }
}
