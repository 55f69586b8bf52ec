package org.tabula.firmware.command;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.tabula.hal.DeviceStatus;
import org.tabula.hal.MonoDisplay;
import org.tabula.hal.config.HardwareConfig;
import org.tabula.hal.pi4j.Machine;

class BoxHardwareTest {
    @Test
    void offARaspberryPiTheLogSaysSoOnceAndTheConsoleRunsWithoutDevices() throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        PrintStream log = new PrintStream(printed, true, StandardCharsets.UTF_8);
        Machine pc = new Machine(Optional.of("Standard PC (Q35 + ICH9, 2009)"), "amd64");
        try (RunCommand.OpenDevices open = BoxHardware.open(HardwareConfig.referenceBox(), pc, log)) {
            open.devices().display().write(new byte[MonoDisplay.FRAME_BYTES]);
            open.devices().leds().write(new int[19]);
            Thread.sleep(100); // the device thread tries the display and the strip, and fails quietly
        }
        assertEquals("tabula: not a Raspberry Pi (model: Standard PC (Q35 + ICH9, 2009), amd64): the devices stay offline\n",
                printed.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aDeviceChangeIsOneLogLine() {
        assertEquals("tabula: reader 0 (MFRC522 on SPI bus 1 chip select 0): online, MFRC522 v2.0 (VersionReg 0x92), "
                + "self-test failed at byte 7 (reads cards all the same)",
                BoxHardware.logLine(new DeviceStatus("reader 0", "MFRC522 on SPI bus 1 chip select 0", DeviceStatus.State.ONLINE,
                        "MFRC522 v2.0 (VersionReg 0x92), self-test failed at byte 7 (reads cards all the same)")));
    }
}
