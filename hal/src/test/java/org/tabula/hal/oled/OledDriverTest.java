package org.tabula.hal.oled;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;
import org.tabula.hal.MonoDisplay;
import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.ErrorKind;
import org.tabula.hal.bus.I2cDevice;
import org.tabula.hal.bus.I2cOperation;
import org.tabula.hal.bus.OutputPin;
import org.tabula.hal.fakes.FakeClock;
import org.tabula.hal.fakes.FakeOledPanel;

class OledDriverTest {
    private static OledChip chipFor(FakeOledPanel.Chip chip) {
        return chip == FakeOledPanel.Chip.SSD1306 ? new Ssd1306() : new Sh1106();
    }

    private static OledDriver driver(FakeOledPanel panel, FakeOledPanel.Chip chip, int rotation) {
        return new OledDriver(chipFor(chip), new I2cOledInterface(panel), new OledSettings(rotation, 0xCF),
                Optional.empty(), new FakeClock());
    }

    private static byte[] randomFrame(Random random) {
        byte[] frame = new byte[MonoDisplay.FRAME_BYTES];
        random.nextBytes(frame);
        return frame;
    }

    private static byte[] rotated180(byte[] frame) {
        byte[] out = new byte[frame.length];
        for (int y = 0; y < 64; y++) {
            for (int x = 0; x < 128; x++) {
                if ((frame[(y / 8) * 128 + x] >> (y % 8) & 1) != 0) {
                    int rx = 127 - x;
                    int ry = 63 - y;
                    out[(ry / 8) * 128 + rx] |= (byte) (1 << (ry % 8));
                }
            }
        }
        return out;
    }

    @ParameterizedTest
    @EnumSource(FakeOledPanel.Chip.class)
    void initClearsAllOfRamAndTurnsTheDisplayOn(FakeOledPanel.Chip chip) throws BusException {
        FakeOledPanel panel = new FakeOledPanel(chip);
        driver(panel, chip, 0).init();
        assertTrue(panel.displayOn());
        assertEquals(0xCF, panel.contrast());
        assertArrayEquals(new byte[panel.ram().length], panel.ram());
        assertArrayEquals(new byte[MonoDisplay.FRAME_BYTES], panel.visibleFrame());
    }

    @ParameterizedTest
    @EnumSource(FakeOledPanel.Chip.class)
    void thePanelShowsEveryFrameSent(FakeOledPanel.Chip chip) throws BusException {
        FakeOledPanel panel = new FakeOledPanel(chip);
        OledDriver driver = driver(panel, chip, 0);
        driver.init();
        Random random = new Random(7);
        byte[] frame = randomFrame(random);
        for (int i = 0; i < 50; i++) {
            // Mostly small edits of the last frame, sometimes a whole new one.
            if (i % 10 == 0) {
                frame = randomFrame(random);
            } else {
                for (int edits = random.nextInt(40); edits > 0; edits--) {
                    frame[random.nextInt(frame.length)] = (byte) random.nextInt(256);
                }
            }
            driver.show(frame.clone());
            assertArrayEquals(frame, panel.visibleFrame(), "frame " + i);
        }
    }

    @ParameterizedTest
    @EnumSource(FakeOledPanel.Chip.class)
    void rotation180TurnsTheImage(FakeOledPanel.Chip chip) throws BusException {
        FakeOledPanel panel = new FakeOledPanel(chip);
        OledDriver driver = driver(panel, chip, 180);
        driver.init();
        byte[] frame = randomFrame(new Random(3));
        driver.show(frame);
        assertArrayEquals(rotated180(frame), panel.visibleFrame());
    }

    @Test
    void anUnchangedFrameSendsNothingAndOneChangedGlyphSendsOneRun() throws BusException {
        FakeOledPanel panel = new FakeOledPanel(FakeOledPanel.Chip.SSD1306);
        OledDriver driver = driver(panel, FakeOledPanel.Chip.SSD1306, 0);
        driver.init();
        byte[] frame = randomFrame(new Random(11));
        driver.show(frame);
        panel.resetByteCount();
        driver.show(frame.clone());
        assertEquals(0, panel.bytesOnBus());

        for (int x = 40; x < 46; x++) {
            frame[2 * 128 + x] ^= (byte) 0xFF;
        }
        driver.show(frame);
        // Command message: address, 0x00, B2h, column low, column high; data message: address, 0x40, 6 bytes.
        assertEquals(5 + 8, panel.bytesOnBus());
        assertArrayEquals(frame, panel.visibleFrame());
    }

    @ParameterizedTest
    @EnumSource(FakeOledPanel.Chip.class)
    void aRunCostsOnTheBusWhatFrameDiffChargesForIt(FakeOledPanel.Chip chip) throws BusException {
        FakeOledPanel panel = new FakeOledPanel(chip);
        OledDriver driver = driver(panel, chip, 0);
        driver.init();
        byte[] frame = new byte[MonoDisplay.FRAME_BYTES];
        driver.show(frame);
        frame[3 * 128 + 64] = 1;
        panel.resetByteCount();
        driver.show(frame);
        assertEquals(FrameDiff.RUN_OVERHEAD_BYTES + 1, panel.bytesOnBus(), "one changed byte: its run's addressing and itself");
    }

    @Test
    void ssd1306PowerUpIsTheDatasheetSequence() throws BusException {
        List<byte[]> messages = new ArrayList<>();
        I2cDevice recorder = operations -> {
            for (I2cOperation operation : operations) {
                messages.add(((I2cOperation.Write) operation).bytes());
            }
        };
        new OledDriver(new Ssd1306(), new I2cOledInterface(recorder), new OledSettings(0, 0xCF), Optional.empty(),
                new FakeClock()).init();
        assertEquals("00ae d580 a83f d300 40 8d14 2002 2e a1 c8 da12 81cf d9f1 db30 a4 a6".replace(" ", ""),
                HexFormat.of().formatHex(messages.get(0)));
        assertEquals("00af", HexFormat.of().formatHex(messages.get(messages.size() - 1)));
        // Eight pages cleared in between: page + column command, then 128 zero bytes.
        assertEquals(1 + 8 * 2 + 1, messages.size());
    }

    @Test
    void sh1106PowerUpTurnsItsDcDcOnAndClearsTheHiddenColumns() throws BusException {
        List<byte[]> messages = new ArrayList<>();
        I2cDevice recorder = operations -> messages.add(((I2cOperation.Write) operations[0]).bytes());
        new OledDriver(new Sh1106(), new I2cOledInterface(recorder), new OledSettings(0, 0x80), Optional.empty(),
                new FakeClock()).init();
        assertEquals("00ae d550 a83f d300 40 ad8b 32 a1 c8 da12 8180 d922 db35 a4 a6".replace(" ", ""),
                HexFormat.of().formatHex(messages.get(0)));
        assertEquals("00b00010", HexFormat.of().formatHex(messages.get(1)));
        assertEquals(1 + 132, messages.get(2).length);
    }

    @Test
    void aResetPinIsPulsedLowBeforeTheFirstCommand() throws BusException {
        List<String> events = new ArrayList<>();
        OutputPin reset = high -> events.add(high ? "high" : "low");
        I2cDevice bus = operations -> events.add("i2c");
        new OledDriver(new Ssd1306(), new I2cOledInterface(bus), new OledSettings(0, 1), Optional.of(reset),
                new FakeClock()).init();
        assertEquals(List.of("high", "low", "high", "i2c"), events.subList(0, 4));
    }

    @Test
    void aFailedWriteIsResentWithTheNextFrame() throws BusException {
        FakeOledPanel panel = new FakeOledPanel(FakeOledPanel.Chip.SSD1306);
        OledDriver driver = driver(panel, FakeOledPanel.Chip.SSD1306, 0);
        driver.init();
        byte[] frame = randomFrame(new Random(5));
        panel.failNext(1);
        BusException failure = assertThrows(BusException.class, () -> driver.show(frame));
        assertEquals(ErrorKind.NO_ACKNOWLEDGE, failure.kind());
        driver.show(frame);
        assertArrayEquals(frame, panel.visibleFrame());
    }

    @Test
    void framesOfTheWrongSizeAreRefused() throws BusException {
        OledDriver driver = driver(new FakeOledPanel(FakeOledPanel.Chip.SSD1306), FakeOledPanel.Chip.SSD1306, 0);
        assertThrows(IllegalStateException.class, () -> driver.show(new byte[1024]));
        driver.init();
        assertThrows(IllegalArgumentException.class, () -> driver.show(new byte[1023]));
    }
}
