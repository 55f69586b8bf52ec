package org.tabula.hal.pi4j;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MachineTest {
    @TempDir
    Path dir;

    private Path file(String name, String text) throws IOException {
        return Files.write(dir.resolve(name), text.getBytes(StandardCharsets.UTF_8));
    }

    private Path missing() {
        return dir.resolve("missing");
    }

    @Test
    void aPiSaysSoInItsDeviceTree() throws IOException {
        Machine pi = Machine.read(file("model", "Raspberry Pi 4 Model B Rev 1.5\0"), missing(), "aarch64");
        assertTrue(pi.isRaspberryPi());
        assertEquals("Raspberry Pi 4 Model B Rev 1.5", pi.model().orElseThrow());
        assertTrue(Machine.read(file("model", "Raspberry Pi 3 Model B Plus Rev 1.3\0"), missing(), "arm").isRaspberryPi());
    }

    @Test
    void anArmVirtualMachineIsNotAPi() throws IOException {
        Machine virt = Machine.read(file("model", "linux,dummy-virt\0"), missing(), "aarch64");
        assertFalse(virt.isRaspberryPi());
        assertEquals("not a Raspberry Pi (model: linux,dummy-virt, aarch64)", virt.notARaspberryPi());
    }

    @Test
    void aPcNamesItselfThroughDmiOrNotAtAll() throws IOException {
        Machine pc = Machine.read(missing(), file("product_name", "Standard PC (Q35 + ICH9, 2009)\n"), "amd64");
        assertFalse(pc.isRaspberryPi());
        assertEquals("not a Raspberry Pi (model: Standard PC (Q35 + ICH9, 2009), amd64)", pc.notARaspberryPi());
        assertEquals("not a Raspberry Pi (model: unknown, amd64)", Machine.read(missing(), missing(), "amd64").notARaspberryPi());
    }

    @Test
    void aPiModelOnAnotherProcessorIsNotAPi() throws IOException {
        assertFalse(Machine.read(file("model", "Raspberry Pi 5 Model B Rev 1.0\0"), missing(), "amd64").isRaspberryPi());
    }
}
