package org.tabula.hal.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.tabula.hal.Button;
import org.tabula.hal.ButtonEvent;
import org.tabula.hal.DeviceStatus;
import org.tabula.hal.MonoDisplay;
import org.tabula.hal.TagEvent;
import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.BusFactory;
import org.tabula.hal.bus.I2cDevice;
import org.tabula.hal.bus.InputPin;
import org.tabula.hal.bus.OutputPin;
import org.tabula.hal.bus.SpiBus;
import org.tabula.hal.bus.SpiDevice;
import org.tabula.hal.config.HardwareConfig;
import org.tabula.hal.fakes.FakeBuses;
import org.tabula.hal.fakes.FakeClock;
import org.tabula.hal.fakes.FakeMfrc522;
import org.tabula.hal.fakes.FakeOledPanel;
import org.tabula.hal.fakes.FakeWs2812Strip;
import org.tabula.hal.fakes.VirtualTag;
import org.tabula.hal.board.LedLink;
import org.tabula.hal.board.Soc;
import org.tabula.hal.led.Ws2812Encoding;
import org.tabula.hal.nfc.NtagChip;
import org.tabula.hal.nfc.NtagMemory;
import org.tabula.hal.nfc.TagWriteResult;

class HardwareTest {
    private static final byte[] RED_7 = HexFormat.of().parseHex("030CD101085402656E5265642037FE00");

    private final FakeClock clock = new FakeClock();
    private final FakeOledPanel panel = new FakeOledPanel(FakeOledPanel.Chip.SSD1306);
    private final FakeWs2812Strip strip = new FakeWs2812Strip(Ws2812Encoding.THREE_SPI_BITS.spiHz(), 19);
    private final FakeMfrc522 reader0 = FakeMfrc522.version2();
    private final FakeMfrc522 reader1 = FakeMfrc522.version2();
    private final FakeBuses buses = new FakeBuses().put(1, 0x3C, panel).put(0, strip).put(1, 0, reader0).put(1, 1, reader1);
    private final Hardware hardware = Hardware.create(HardwareConfig.referenceBox(), LedLink.of(Soc.BCM2711), buses, clock);
    private final List<TagEvent> tags = new ArrayList<>();
    private final List<ButtonEvent> presses = new ArrayList<>();

    HardwareTest() {
        hardware.readers().setListener(tags::add);
        hardware.buttons().setListener(presses::add);
    }

    /** Runs the device loop for {@code millis} of fake time, as the device thread would. */
    private void runFor(long millis) {
        long end = clock.nanos() + millis * 1_000_000L;
        while (clock.nanos() < end) {
            long wait = hardware.step();
            clock.advanceNanos(Math.max(1_000_000L, Math.min(wait, end - clock.nanos())));
        }
    }

    private DeviceStatus.State state(String name) {
        return hardware.status().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow().state();
    }

    @Test
    void aBlankTagOnAReaderIsWrittenOnTheDeviceThreadAndThenArrivesAsTheCard() {
        NtagMemory memory = NtagMemory.unformatted(NtagChip.NTAG215, HexFormat.of().parseHex("04A1B2C3D4E580"));
        VirtualTag tag = VirtualTag.of(HexFormat.of().parseHex("04A1B2C3D4E580"), memory);
        reader0.add(tag);
        runFor(200);
        TagEvent arrived = tags.get(0);
        assertEquals(Optional.empty(), arrived.ndefText());
        List<TagWriteResult> results = new ArrayList<>();
        hardware.readers().write(arrived, "spite:QH/1", false, results::add);
        assertEquals(List.of(), results, "nothing happens off the device thread");
        runFor(50);
        assertEquals(List.of(new TagWriteResult.Written("spite:QH/1", Optional.of(NtagChip.NTAG215))), results);
        tag.leave();
        runFor(200);
        tag.enter();
        runFor(200);
        assertEquals(new TagEvent(0, TagEvent.Kind.ARRIVED, tag.uid(), Optional.of("spite:QH/1")), tags.get(tags.size() - 1));
        tag.leave();
        runFor(200);
        hardware.readers().write(arrived, "spite:QH/1", false, results::add);
        runFor(50);
        assertEquals(new TagWriteResult.Interrupted(0, "the tag is no longer on reader 0"), results.get(1));
    }

    @Test
    void creatingTheHardwareTouchesNoBus() {
        assertEquals(0, panel.bytesOnBus());
        assertEquals(0, strip.writes());
        assertTrue(hardware.status().stream().allMatch(s -> s.state() == DeviceStatus.State.STARTING));
    }

    @Test
    void aDriverLibraryThatCannotLoadLeavesTheDeviceThreadRunning() {
        BusFactory failing = new BusFactory() {
            @Override
            public I2cDevice i2c(int bus, int address) {
                // Pi4J's LinuxFile static initialiser where /dev/i2c-1 exists but its native library cannot load.
                throw new ExceptionInInitializerError(new UnsatisfiedLinkError("libpi4j-linuxfs.so: wrong ELF class"));
            }

            @Override
            public SpiDevice spiDevice(int bus, int chipSelect, int clockHz) {
                return buses.spiDevice(bus, chipSelect, clockHz);
            }

            @Override
            public SpiBus spiBus(int bus, int clockHz) throws BusException {
                return buses.spiBus(bus, clockHz);
            }

            @Override
            public InputPin pullUpInput(int gpio) {
                return buses.pullUpInput(gpio);
            }

            @Override
            public OutputPin output(int gpio) {
                return buses.output(gpio);
            }
        };
        Hardware box = Hardware.create(HardwareConfig.referenceBox(), LedLink.of(Soc.BCM2711), failing, clock);
        box.display().write(new byte[MonoDisplay.FRAME_BYTES]);
        box.step();
        DeviceStatus display = box.status().get(0);
        assertEquals(DeviceStatus.State.FAILED, display.state());
        assertEquals("the driver library's native part cannot load on this machine", display.detail());
        clock.advanceMillis(1000);
        box.step(); // the retry fails the same way, and the readers work on
        assertEquals(DeviceStatus.State.FAILED, box.status().get(0).state());
        assertEquals(DeviceStatus.State.ONLINE, box.status().get(2).state(), box.status().toString());
    }

    @Test
    void aTagOnAReaderArrivesWithItsTextAndLeaves() {
        VirtualTag tag = VirtualTag.ntag213(HexFormat.of().parseHex("04A1B2C3D4E580"), RED_7);
        tag.leave();
        reader1.add(tag);
        runFor(100);
        assertEquals(List.of(), tags);
        tag.enter();
        runFor(200);
        assertEquals(List.of(new TagEvent(1, TagEvent.Kind.ARRIVED, tag.uid(), Optional.of("Red 7"))), tags);
        tag.leave();
        runFor(200);
        assertEquals(new TagEvent(1, TagEvent.Kind.LEFT, tag.uid(), Optional.empty()), tags.get(1));
        assertEquals(2, tags.size());
        assertEquals(2, hardware.readers().count());
    }

    @Test
    void oneLostPollIsNotADeparture() {
        VirtualTag tag = VirtualTag.ntag213(HexFormat.of().parseHex("04A1B2C3D4E580"), RED_7);
        reader0.add(tag);
        runFor(100);
        assertEquals(1, tags.size());
        tag.silenceNextFrames(2); // both activation attempts of one poll
        runFor(300);
        assertEquals(1, tags.size(), "still there: " + tags);
    }

    @Test
    void framesReachThePanelAndTheStrip() {
        byte[] frame = new byte[MonoDisplay.FRAME_BYTES];
        new Random(1).nextBytes(frame);
        hardware.display().write(frame);
        int[] colors = new int[19];
        colors[3] = 0xFFFFFF;
        hardware.leds().write(colors);
        runFor(10);
        assertArrayEquals(frame, panel.visibleFrame());
        int shown = strip.shown()[3];
        assertTrue(shown != 0 && strip.shown()[2] == 0, "LED 3 lit, LED 2 dark: " + Integer.toHexString(shown));
        // Half brightness after gamma: 255 * 0.5 = 128 on each channel.
        assertEquals(0x808080, shown);
    }

    @Test
    void buttonsAreDebouncedAndLongPressed() {
        FakeBuses.FakeButtonPin ok = buses.button(13);
        runFor(500); // the devices start (the readers' resets take 300 ms of fake time), the buttons read released
        ok.press();
        runFor(1_000);
        ok.release();
        runFor(100);
        assertEquals(List.of(ButtonEvent.Kind.PRESSED, ButtonEvent.Kind.LONG_PRESSED, ButtonEvent.Kind.RELEASED),
                presses.stream().map(ButtonEvent::kind).toList());
        assertTrue(presses.stream().allMatch(e -> e.button() == Button.OK));
    }

    @Test
    void buttonsPressedFromTheStartAreIgnoredUntilReleasedAndSaidSoOnce() {
        List<DeviceStatus> said = new ArrayList<>();
        hardware.setStatusListener(said::add);
        FakeBuses.FakeButtonPin back = buses.button(26);
        FakeBuses.FakeButtonPin left = buses.button(5);
        back.press();
        left.press();
        runFor(60_000);
        assertEquals(List.of(), presses, "no held BACK, no scrolling");
        List<String> buttons = said.stream().filter(s -> s.name().equals("buttons")).map(DeviceStatus::detail).toList();
        assertEquals(List.of("5 buttons; ignored until released (pressed since the start: held, stuck, shorted to ground or without"
                + " a pull-up): LEFT BACK"), buttons);
        left.release();
        runFor(100);
        left.press();
        runFor(100);
        assertEquals(List.of(new ButtonEvent(Button.LEFT, ButtonEvent.Kind.PRESSED, presses.get(0).atNanos())), presses);
        assertEquals("5 buttons; ignored until released (pressed since the start: held, stuck, shorted to ground or without"
                + " a pull-up): BACK", said.get(said.size() - 1).detail());
    }

    @Test
    void aFailingReaderGoesOfflineAloneAndComesBackByItself() {
        VirtualTag tag0 = VirtualTag.ntag213(HexFormat.of().parseHex("04000000000001"), RED_7);
        VirtualTag tag1 = VirtualTag.ntag213(HexFormat.of().parseHex("04000000000002"), RED_7);
        reader0.add(tag0);
        runFor(100);
        assertEquals(1, tags.size());
        assertEquals(DeviceStatus.State.ONLINE, state("reader 0"));

        reader0.unplug(true); // the ribbon cable came loose
        runFor(100);
        assertEquals(DeviceStatus.State.ABSENT, state("reader 0"));
        assertEquals(new TagEvent(0, TagEvent.Kind.LEFT, tag0.uid(), Optional.empty()), tags.get(1));

        reader1.add(tag1); // the other reader goes on
        runFor(100);
        assertEquals(new TagEvent(1, TagEvent.Kind.ARRIVED, tag1.uid(), Optional.of("Red 7")), tags.get(2));

        reader0.unplug(false);
        runFor(5_000); // backoff: 0.5, 1, 2 s...
        assertEquals(DeviceStatus.State.ONLINE, state("reader 0"));
        assertEquals(new TagEvent(0, TagEvent.Kind.ARRIVED, tag0.uid(), Optional.of("Red 7")), tags.get(3));
    }

    @Test
    void aChipThatHangsIsATimeoutAndRetriedWithGrowingBackoff() {
        runFor(100);
        reader0.hang(true);
        int before = reader0.transceives();
        runFor(20_000);
        assertEquals(DeviceStatus.State.FAILED, state("reader 0"));
        // Retries at 0.5 + 1 + 2 + 4 + 8 s: a handful of attempts in 20 s, not one per poll.
        int attempts = reader0.transceives() - before;
        assertTrue(attempts > 0 && attempts <= 8, attempts + " transceives");
        assertTrue(hardware.status().stream().filter(s -> s.name().equals("reader 0")).findFirst().orElseThrow()
                .detail().contains("[timeout]"));
        reader0.hang(false);
        runFor(40_000);
        assertEquals(DeviceStatus.State.ONLINE, state("reader 0"));
    }

    @Test
    void anI2cBusWhoseEveryTransferTimesOutAfterASecondCostsTheOtherDevicesLittle() {
        // As on an emulated Pi, whose I2C controller QEMU does not model: the kernel gives up on
        // each transfer after its 1 s adapter timeout.
        int[] transfers = {0};
        I2cDevice stuckBus = operations -> {
            transfers[0]++;
            clock.advanceMillis(1_000);
            throw new BusException(org.tabula.hal.bus.ErrorKind.TIMEOUT, "I2C transfer timed out");
        };
        FakeMfrc522 reader = FakeMfrc522.version2();
        FakeBuses slow = new FakeBuses().put(1, 0x3C, stuckBus).put(0, strip).put(1, 0, reader).put(1, 1, reader1);
        Hardware box = Hardware.create(HardwareConfig.referenceBox(), LedLink.of(Soc.BCM2711), slow, clock);
        List<ButtonEvent> pressed = new ArrayList<>();
        box.buttons().setListener(pressed::add);
        FakeBuses.FakeButtonPin ok = slow.button(13);
        long start = clock.nanos();
        clock.afterMillis(30_000, ok::press); // a press of 200 ms, half a minute in
        clock.afterMillis(30_200, ok::release);
        while (clock.nanos() - start < 60_000_000_000L) {
            box.display().write(new byte[MonoDisplay.FRAME_BYTES]); // the console draws on
            clock.advanceNanos(Math.max(1_000_000L, Math.min(box.step(), 50_000_000L)));
        }
        assertEquals(DeviceStatus.State.FAILED, box.status().get(0).state());
        assertTrue(box.status().get(0).detail().endsWith("[timeout]"), box.status().get(0).detail());
        // Retried after 0.5, 1, 2, 4, 8, 16, 30 s: a few seconds of the minute, not one try a frame.
        assertTrue(transfers[0] <= 8, transfers[0] + " transfers in a minute");
        assertEquals(List.of(ButtonEvent.Kind.PRESSED, ButtonEvent.Kind.RELEASED), pressed.stream().map(ButtonEvent::kind).toList());
        reader.add(VirtualTag.ntag213(HexFormat.of().parseHex("04A1B2C3D4E580"), RED_7));
        List<TagEvent> arrived = new ArrayList<>();
        box.readers().setListener(arrived::add);
        for (int i = 0; i < 20; i++) {
            clock.advanceNanos(Math.max(1_000_000L, Math.min(box.step(), 50_000_000L)));
        }
        assertEquals(TagEvent.Kind.ARRIVED, arrived.get(0).kind());
    }

    @Test
    void aDisplayThatDropsOffTheBusShowsTheLatestFrameWhenBack() {
        byte[] first = new byte[MonoDisplay.FRAME_BYTES];
        first[0] = 1;
        hardware.display().write(first);
        runFor(10);
        panel.failNext(1_000_000);
        byte[] second = new byte[MonoDisplay.FRAME_BYTES];
        second[500] = 7;
        hardware.display().write(second);
        runFor(10);
        assertEquals(DeviceStatus.State.ABSENT, state("display"));
        panel.failNext(0);
        runFor(3_000);
        assertEquals(DeviceStatus.State.ONLINE, state("display"));
        assertArrayEquals(second, panel.visibleFrame());
    }

    @Test
    void probeReportsEveryDeviceAndWhyItIsNotThere() {
        FakeBuses empty = new FakeBuses();
        Hardware bare = Hardware.create(HardwareConfig.referenceBox(), LedLink.of(Soc.BCM2711), empty, clock);
        List<DeviceStatus> report = bare.probe();
        assertEquals(List.of("display", "leds", "reader 0", "reader 1", "buttons"), report.stream().map(DeviceStatus::name).toList());
        assertEquals(DeviceStatus.State.ABSENT, report.get(0).state());
        assertEquals("I2C bus 1 address 0x3C: NACK [no acknowledge]", report.get(0).detail());
        assertEquals(DeviceStatus.State.FAILED, report.get(1).state());
        assertEquals("no MFRC522 answers (VersionReg reads 0xFF)", report.get(2).detail());
        assertEquals(DeviceStatus.State.ONLINE, report.get(4).state());
    }
}
