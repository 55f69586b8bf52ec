package org.tabula.firmware.command;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

import org.junit.jupiter.api.Test;
import org.tabula.hal.board.LedLink;
import org.tabula.hal.board.Soc;
import org.tabula.hal.config.HardwareConfig;
import org.tabula.hal.fakes.FakeBuses;
import org.tabula.hal.fakes.FakeClock;
import org.tabula.hal.fakes.FakeMfrc522;
import org.tabula.hal.fakes.FakeOledPanel;
import org.tabula.hal.fakes.FakeWs2812Strip;
import org.tabula.hal.fakes.VirtualTag;
import org.tabula.hal.runtime.Hardware;

class SelftestTest {
    private static final byte[] RED_7 = HexFormat.of().parseHex("030CD101085402656E5265642037FE00");

    private final FakeClock clock = new FakeClock();
    private final FakeOledPanel panel = new FakeOledPanel(FakeOledPanel.Chip.SSD1306);
    private final FakeWs2812Strip strip = new FakeWs2812Strip(2_400_000, 19);
    private final FakeMfrc522 reader0 = FakeMfrc522.version2();
    private final FakeMfrc522 reader1 = FakeMfrc522.version2();
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);

    private String output() {
        return printed.toString(StandardCharsets.UTF_8);
    }

    private void tapAt(long millis, FakeMfrc522 reader, VirtualTag tag) {
        tag.leave();
        reader.add(tag);
        clock.afterMillis(millis, tag::enter);
        clock.afterMillis(millis + 500, tag::leave);
    }

    private void pressAt(long millis, FakeBuses.FakeButtonPin pin) {
        clock.afterMillis(millis, pin::press);
        clock.afterMillis(millis + 100, pin::release);
    }

    @Test
    void aWorkingBoxPassesEveryCheck() {
        FakeBuses buses = new FakeBuses().put(1, 0x3C, panel).put(0, strip).put(1, 0, reader0).put(1, 1, reader1);
        Hardware hardware = Hardware.create(HardwareConfig.referenceBox(), LedLink.of(Soc.BCM2711), buses, clock);
        VirtualTag tag0 = VirtualTag.ntag213(HexFormat.of().parseHex("04A1B2C3D4E580"), RED_7);
        VirtualTag tag1 = VirtualTag.mifareClassic(HexFormat.of().parseHex("DEADBEEF"));
        // The LED walk takes about 4.3 s; then each check waits for its tap or press.
        tapAt(6_000, reader0, tag0);
        tapAt(8_000, reader1, tag1);
        int[] gpios = {5, 6, 13, 26, 12}; // LEFT, RIGHT, OK, BACK, PASS: the order the self-test asks
        for (int i = 0; i < gpios.length; i++) {
            pressAt(10_000 + 1_000L * i, buses.button(gpios[i]));
        }

        assertTrue(new Selftest(hardware, clock, out, 15_000).run(false), output());

        String text = output();
        assertTrue(text.matches("(?s).*display\\s+SSD1306 on I2C bus 1 at 0x3C\\s+ok\\s+SSD1306 answering.*"), text);
        assertTrue(text.matches("(?s).*reader 0\\s+MFRC522 on SPI bus 1 chip select 0\\s+ok\\s+MFRC522 v2.0 .*self-test passed.*"),
                text);
        assertTrue(text.contains("reader 0: ok, UID 04A1B2C3D4E580, text \"Red 7\""), text);
        assertTrue(text.contains("reader 1: ok, UID DEADBEEF, no NDEF text"), text);
        assertTrue(text.contains("button pass: ok"), text);
        assertArrayEquals(TestPattern.frame(), panel.visibleFrame(), "the panel shows the test pattern");
        assertTrue(strip.writes() >= 19 + 3, "walked every LED: " + strip.writes());
        assertArrayEquals(new int[19], strip.shown(), "and left them off");
    }

    @Test
    void missingDevicesAreAbsentAndAFailedBusIsAnError() {
        Hardware hardware = Hardware.create(HardwareConfig.referenceBox(), LedLink.of(Soc.BCM2711), new FakeBuses(), clock);
        assertFalse(new Selftest(hardware, clock, out, 1_000).run(true));
        String text = output();
        assertTrue(text.matches("(?s).*display\\s+SSD1306 on I2C bus 1 at 0x3C\\s+absent\\s+I2C bus 1 address 0x3C: NACK.*"), text);
        assertTrue(text.matches("(?s).*leds\\s+19 WS2812 on SPI bus 0\\s+error\\s+no /dev/spidev0.0.*"), text);
        assertTrue(text.matches("(?s).*reader 1\\s+MFRC522 on SPI bus 1 chip select 1\\s+absent\\s+no MFRC522 answers.*"), text);
    }

    @Test
    void withNoDeviceAnsweringItStopsAfterTheProbeInsteadOfAskingForTaps() {
        HardwareConfig reference = HardwareConfig.referenceBox();
        HardwareConfig buttonless = new HardwareConfig(reference.display(), reference.leds(), reference.readers(), 50,
                java.util.Optional.empty());
        Hardware hardware = Hardware.create(buttonless, LedLink.of(Soc.BCM2711), new FakeBuses(), clock);
        long start = clock.nanos();
        assertFalse(new Selftest(hardware, clock, out, 15_000).run(false));
        assertTrue(output().endsWith("selftest: no device answered, so there is nothing to watch, tap or press\n"), output());
        assertFalse(output().contains("tap a card"), output());
        assertTrue(clock.nanos() - start < 1_000_000_000L, "no LED walk and no 15 s waits on the fake clock: " + (clock.nanos() - start));
    }

    @Test
    void aReaderNobodyTapsFailsAfterItsTimeout() {
        HardwareConfig oneReader = new HardwareConfig(java.util.Optional.empty(), java.util.Optional.empty(),
                HardwareConfig.referenceBox().readers().subList(0, 1), 50, java.util.Optional.empty());
        Hardware hardware = Hardware.create(oneReader, LedLink.of(Soc.BCM2711), new FakeBuses().put(1, 0, reader0), clock);
        long start = clock.nanos();
        assertFalse(new Selftest(hardware, clock, out, 2_000).run(false));
        assertTrue(output().contains("reader 0: FAILED, nothing within 2 s"), output());
        assertTrue(output().matches("(?s).*display\\s+-\\s+absent\\s+not in the configuration.*"), output());
        assertEquals(2, Math.round((clock.nanos() - start) / 1e9), "waited the timeout on the fake clock");
    }
}
