package org.tabula.firmware.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabula.hal.DeviceStatus;
import org.tabula.hal.MonoDisplay;
import org.tabula.hal.board.BoardSurvey;
import org.tabula.hal.config.HardwareConfig;

class BoxHardwareTest {
    @TempDir
    Path root;

    @Test
    void offARaspberryPiTheLogSaysSoOnceAndTheConsoleRunsWithoutDevices() throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream log = new PrintStream(printed, true, StandardCharsets.UTF_8);
        Files.createDirectories(root.resolve("sys/class/dmi/id"));
        Files.writeString(root.resolve("sys/class/dmi/id/product_name"), "Standard PC (Q35 + ICH9, 2009)\n");
        try (RunCommand.OpenDevices open = BoxHardware.open(HardwareConfig.referenceBox(),
                BoardSurvey.read(root, "amd64", HardwareConfig.referenceBox()), log)) {
            open.devices().display().write(new byte[MonoDisplay.FRAME_BYTES]);
            open.devices().leds().write(new int[19]);
            Thread.sleep(100); // the device thread tries the display and the strip, and fails quietly
        }
        assertEquals("tabula: not a Raspberry Pi (model: Standard PC (Q35 + ICH9, 2009), amd64): the devices stay offline\n",
                printed.toString(StandardCharsets.UTF_8));
    }

    @Test
    void onAPiTheLogSaysWhatWasFoundOfTheBoardBeforeAnyDevice() throws Exception {
        Files.createDirectories(root.resolve("proc/device-tree"));
        Files.writeString(root.resolve("proc/device-tree/model"), "Raspberry Pi 5 Model B Rev 1.0\0");
        Files.writeString(root.resolve("proc/device-tree/compatible"), "raspberrypi,5-model-b\0brcm,bcm2712\0");
        BoardSurvey survey = BoardSurvey.read(root, "aarch64", HardwareConfig.referenceBox());
        List<String> lines = BoxHardware.startLines(survey);
        assertEquals(survey.lines().size(), lines.size());
        assertEquals("tabula: board: Raspberry Pi 5 Model B Rev 1.0 (BCM2712)", lines.get(0));
        assertTrue(lines.get(lines.size() - 1).startsWith("tabula: LED SPI clock: 6.4 MHz asked, 6.25 MHz granted"), lines.toString());
        assertEquals(List.of("tabula: not a Raspberry Pi (model: Raspberry Pi 5 Model B Rev 1.0, amd64): the devices stay offline"),
                BoxHardware.startLines(BoardSurvey.read(root, "amd64", HardwareConfig.referenceBox())));
    }

    @Test
    void aDeviceChangeIsOneLogLine() {
        assertEquals("tabula: reader 0 (MFRC522 on SPI bus 1 chip select 0): online, MFRC522 v2.0 (VersionReg 0x92), "
                + "self-test failed at byte 7 (reads cards all the same)",
                BoxHardware.logLine(new DeviceStatus("reader 0", "MFRC522 on SPI bus 1 chip select 0", DeviceStatus.State.ONLINE,
                        "MFRC522 v2.0 (VersionReg 0x92), self-test failed at byte 7 (reads cards all the same)")));
    }
}
