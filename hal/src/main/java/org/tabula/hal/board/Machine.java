package org.tabula.hal.board;

import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;

/**
 * The machine the service runs on, the part of the {@link BoardSurvey} that decides whether the
 * box's devices are tried at all: the device tree's model (what Pi4J's board detection reads too,
 * "Raspberry Pi 4 Model B Rev 1.5"), else the firmware's DMI product name (a PC or a virtual
 * machine), and the JVM's {@code os.arch}.
 *
 * @param model what the machine calls itself, empty when it says nothing
 * @param arch  {@code os.arch}, such as {@code aarch64}
 */
public record Machine(Optional<String> model, String arch) {
    /** What the JVM calls the Pi's processors: 64-bit and 32-bit ARM. */
    private static final Set<String> ARM = Set.of("aarch64", "arm");

    /** The machine whose {@code /proc} and {@code /sys} are under {@code root}, running a JVM of {@code arch}. */
    static Machine read(Path root, String arch) {
        return new Machine(KernelText.of(root.resolve("proc/device-tree/model"))
                .or(() -> KernelText.of(root.resolve("sys/class/dmi/id/product_name"))), arch);
    }

    public boolean isRaspberryPi() {
        return ARM.contains(arch) && model.filter(m -> m.startsWith("Raspberry Pi")).isPresent();
    }

    /** The one line that says why the devices stay offline, such as "not a Raspberry Pi (model: QEMU Virtual Machine, amd64)". */
    public String notARaspberryPi() {
        return "not a Raspberry Pi (model: " + model.orElse("unknown") + ", " + arch + ")";
    }
}
