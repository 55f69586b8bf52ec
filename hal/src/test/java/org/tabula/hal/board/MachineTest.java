package org.tabula.hal.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.hal.config.HardwareConfig;

/** The machine on fake trees: the device tree's model as a Pi's firmware writes it, a PC's DMI product name. */
class MachineTest {
    @TempDir
    Path root;

    private void write(String file, String text) throws IOException {
        FakeKernelTree.write(root, file, text);
    }

    private void model(String text) throws IOException {
        write("proc/device-tree/model", text);
    }

    @Test
    void aPiSaysSoInItsDeviceTree() throws IOException {
        model("Raspberry Pi 4 Model B Rev 1.5\0");
        Machine pi = Machine.read(root, "aarch64");
        assertTrue(pi.isRaspberryPi());
        assertEquals("Raspberry Pi 4 Model B Rev 1.5", pi.model().orElseThrow());
        model("Raspberry Pi 3 Model B Plus Rev 1.3\0");
        assertTrue(Machine.read(root, "arm").isRaspberryPi());
    }

    @Test
    void anArmVirtualMachineIsNotAPi() throws IOException {
        model("linux,dummy-virt\0");
        Machine virt = Machine.read(root, "aarch64");
        assertFalse(virt.isRaspberryPi());
        assertEquals("not a Raspberry Pi (model: linux,dummy-virt, aarch64)", virt.notARaspberryPi());
    }

    @Test
    void aPcNamesItselfThroughDmiOrNotAtAll() throws IOException {
        assertEquals("not a Raspberry Pi (model: unknown, amd64)", Machine.read(root, "amd64").notARaspberryPi());
        write("sys/class/dmi/id/product_name", "Standard PC (Q35 + ICH9, 2009)\n");
        Machine pc = Machine.read(root, "amd64");
        assertFalse(pc.isRaspberryPi());
        assertEquals("not a Raspberry Pi (model: Standard PC (Q35 + ICH9, 2009), amd64)", pc.notARaspberryPi());
    }

    @Test
    void aPiModelOnAnotherProcessorIsNotAPi() throws IOException {
        model("Raspberry Pi 5 Model B Rev 1.0\0");
        assertFalse(Machine.read(root, "amd64").isRaspberryPi());
    }

    @Test
    void theSurveyReadsTheModelOnceForTheMachineAndItsFirstLine() throws IOException {
        model("Raspberry Pi 3 Model B Rev 1.2\0");
        write("proc/device-tree/compatible", "raspberrypi,3-model-b\0brcm,bcm2837\0");
        BoardSurvey survey = BoardSurvey.read(root, "aarch64", HardwareConfig.referenceBox());
        assertEquals(new Machine(Optional.of("Raspberry Pi 3 Model B Rev 1.2"), "aarch64"), survey.machine());
        assertEquals("board: Raspberry Pi 3 Model B Rev 1.2 (BCM2837)", survey.lines().get(0));
    }
}
