package org.tabula.hal.pi4j;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;

/**
 * The machine the service runs on, read once before anything is opened: the device tree's model
 * (what Pi4J's board detection reads too, "Raspberry Pi 4 Model B Rev 1.5"), else the firmware's
 * DMI product name (a PC or a virtual machine), and the JVM's {@code os.arch}.
 *
 * @param model what the machine calls itself, empty when it says nothing
 * @param arch  {@code os.arch}, such as {@code aarch64}
 */
public record Machine(Optional<String> model, String arch) {
    private static final Path DEVICE_TREE_MODEL = Path.of("/proc/device-tree/model");
    private static final Path DMI_PRODUCT = Path.of("/sys/class/dmi/id/product_name");
    /** What the JVM calls the Pi's processors: 64-bit and 32-bit ARM. */
    private static final Set<String> ARM = Set.of("aarch64", "arm");

    /** This machine. */
    public static Machine current() {
        return read(DEVICE_TREE_MODEL, DMI_PRODUCT, System.getProperty("os.arch"));
    }

    static Machine read(Path deviceTreeModel, Path dmiProduct, String arch) {
        return new Machine(text(deviceTreeModel).or(() -> text(dmiProduct)), arch);
    }

    /** The file's text without the device tree's closing NUL; empty when absent, unreadable or blank. */
    private static Optional<String> text(Path file) {
        try {
            String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8).replace("\0", "").strip();
            return text.isEmpty() ? Optional.empty() : Optional.of(text);
        } catch (IOException | SecurityException e) {
            return Optional.empty();
        }
    }

    public boolean isRaspberryPi() {
        return ARM.contains(arch) && model.filter(m -> m.startsWith("Raspberry Pi")).isPresent();
    }

    /** The one line that says why the devices stay offline, such as "not a Raspberry Pi (model: QEMU Virtual Machine, amd64)". */
    public String notARaspberryPi() {
        return "not a Raspberry Pi (model: " + model.orElse("unknown") + ", " + arch + ")";
    }
}
