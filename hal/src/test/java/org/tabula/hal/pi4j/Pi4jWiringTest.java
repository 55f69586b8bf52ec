package org.tabula.hal.pi4j;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.pi4j.Pi4J;
import com.pi4j.context.Context;
import com.pi4j.exception.Pi4JException;
import com.pi4j.io.gpio.digital.DigitalInput;
import com.pi4j.io.gpio.digital.DigitalOutput;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.io.gpio.digital.PullResistance;
import com.pi4j.io.i2c.I2C;
import com.pi4j.io.i2c.I2CConfig;
import com.pi4j.io.spi.Spi;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInput;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInputProvider;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalOutputProvider;
import com.pi4j.plugin.mock.provider.i2c.MockI2CProvider;
import com.pi4j.plugin.mock.provider.spi.MockSpiProvider;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.tabula.hal.board.LedLink;
import org.tabula.hal.board.Soc;
import org.tabula.hal.ButtonEvent;
import org.tabula.hal.DeviceStatus;
import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.ErrorKind;
import org.tabula.hal.bus.SpiDevice;
import org.tabula.hal.config.HardwareConfig;
import org.tabula.hal.fakes.FakeClock;
import org.tabula.hal.runtime.Hardware;

/**
 * The Pi's own configuration file, opened through {@link Pi4jBuses} on a Pi4J context that has
 * only the mock plugin's providers instead of gpiod and linuxfs: every configured bus and pin must
 * appear in Pi4J's registry with the configured bus, address, chip select, clock and pull.
 */
class Pi4jWiringTest {
    /** The spidevs' modes as the kernel keeps them, "bus.cs" -> mode; each left in mode 3 by another program. */
    private final Map<String, Integer> spidevModes = new HashMap<>(Map.of("0.0", 3, "1.0", 3, "1.1", 3));
    private final Pi4jBuses buses = new Pi4jBuses(() -> Pi4J.newContextBuilder().noAutoDetect()
            .add(MockDigitalInputProvider.newInstance(), MockDigitalOutputProvider.newInstance(),
                    MockI2CProvider.newInstance(), MockSpiProvider.newInstance())
            .build(), (bus, chipSelect, mode) -> spidevModes.put(bus + "." + chipSelect, mode));

    @AfterEach
    void shutdown() {
        buses.close();
    }

    /** An I/O by id, from whichever context holds it. */
    private <T extends com.pi4j.io.IO> T io(String id, Class<T> type) {
        for (Context context : buses.contexts()) {
            if (context.registry().exists(id)) {
                return context.registry().get(id, type);
            }
        }
        throw new AssertionError("no I/O " + id + " in any context");
    }

    @Test
    void theShippedConfigurationOpensEveryBusAndPinAsConfigured() throws Exception {
        HardwareConfig config = HardwareConfig.load(java.nio.file.Path.of("..", "systemd", "tabula.conf"));
        FakeClock clock = new FakeClock();
        Hardware hardware = Hardware.create(config, LedLink.of(Soc.BCM2711), buses, clock);
        List<ButtonEvent> presses = new ArrayList<>();
        hardware.buttons().setListener(presses::add);
        List<DeviceStatus> report = hardware.probe();
        assertEquals(DeviceStatus.State.ONLINE, report.get(0).state(), "the display accepted its power-up: " + report);
        assertEquals(DeviceStatus.State.ONLINE, report.get(1).state(), report.toString());
        // The mock SPI echoes nothing back, so the MFRC522s cannot pass their checks; they are still opened.

        I2C display = io("i2c-1-3c", I2C.class);
        assertEquals(1, display.bus());
        assertEquals(0x3C, display.device());

        Spi strip = io("spi-0-stream", Spi.class);
        assertEquals(0, strip.config().bus().getBus());
        assertEquals(2_400_000, strip.config().baud());
        for (int cs = 0; cs < 2; cs++) {
            Spi reader = io("spi-1-" + cs, Spi.class);
            assertEquals(1, reader.config().bus().getBus());
            assertEquals(cs, reader.config().chipSelect().getChipSelect());
            assertEquals(1_000_000, reader.config().baud());
        }
        DigitalOutput reset = io("gpio-25", DigitalOutput.class);
        assertEquals(25, reset.address().intValue());
        assertEquals(DigitalState.HIGH, reset.state(), "readers out of hard power-down");

        int[] buttonPins = {5, 6, 13, 26, 12};
        for (int gpio : buttonPins) {
            DigitalInput input = io("gpio-" + gpio, DigitalInput.class);
            assertEquals(gpio, input.address().intValue());
            assertEquals(PullResistance.PULL_UP, input.pull());
        }

        // A pin the mock holds low is a pressed button, read through the adapter and debounced,
        // once the buttons have read released (a button pressed since the start is ignored).
        for (int gpio : buttonPins) {
            ((MockDigitalInput) io("gpio-" + gpio, DigitalInput.class)).mockState(DigitalState.HIGH);
        }
        for (int i = 0; i < 10; i++) {
            hardware.step();
            clock.advanceMillis(5);
        }
        ((MockDigitalInput) io("gpio-26", DigitalInput.class)).mockState(DigitalState.LOW);
        for (int i = 0; i < 10; i++) {
            hardware.step();
            clock.advanceMillis(5);
        }
        assertEquals(org.tabula.hal.Button.BACK, presses.get(0).button());
        assertEquals(ButtonEvent.Kind.PRESSED, presses.get(0).kind());
        assertEquals(10, buses.contexts().stream().mapToInt(c -> c.registry().all().size()).sum(),
                "display, strip, 2 readers, reset, 5 buttons");
        assertEquals(2, buses.contexts().size(), "SPI1 in a context of its own");
    }

    @Test
    void pi4jFailuresKeepTheirKind() {
        I2C failing = mock(I2C.class);
        when(failing.bus()).thenReturn(1);
        when(failing.device()).thenReturn(0x3C);
        when(failing.write(new byte[] {0}, 0, 1))
                .thenThrow(new Pi4JException(new java.io.IOException("Remote I/O error")));
        BusException nack = org.junit.jupiter.api.Assertions.assertThrows(BusException.class,
                () -> new Pi4jI2cDevice(failing).write(new byte[] {0}));
        assertEquals(ErrorKind.NO_ACKNOWLEDGE, nack.kind());
        assertEquals("I2C bus 1 address 0x3C: Remote I/O error", nack.getMessage());
        assertEquals(ErrorKind.TIMEOUT, Pi4jErrors.kindOf("Connection timed out"));
        assertEquals(ErrorKind.ARBITRATION_LOSS, Pi4jErrors.kindOf("Resource temporarily unavailable"));
        assertEquals(ErrorKind.BUS, Pi4jErrors.kindOf("Permission denied"));
    }

    @Test
    void aSpidevLeftInAnotherModeIsPutBackToModeZero() throws BusException {
        buses.spiDevice(1, 0, 1_000_000);
        buses.spiBus(0, 2_400_000);
        // Pi4J 2.8.0's LinuxFsSpi.open then writes back (current mode | MODE_0): it must find 0 to keep 0.
        assertEquals(Map.of("0.0", 0, "1.0", 0, "1.1", 3), spidevModes);
    }

    @Test
    void theModeIoctlIsTheKernelsNumber() {
        // include/uapi/linux/spi/spidev.h: SPI_IOC_WR_MODE32 = _IOW('k', 5, __u32), as spidev_test prints it.
        assertEquals(0x40046B05L, LinuxSpidevModes.SPI_IOC_WR_MODE32);
    }

    @Test
    void aSpidevWhoseModeCannotBeSetIsNotOpened() {
        Pi4jBuses refusing = new Pi4jBuses(() -> Pi4J.newContextBuilder().noAutoDetect().add(MockSpiProvider.newInstance()).build(),
                (bus, chipSelect, mode) -> {
                    throw new BusException(ErrorKind.BUS, "/dev/spidev1.0 refuses SPI mode 0");
                });
        BusException refused = assertThrows(BusException.class, () -> refusing.spiDevice(1, 0, 1_000_000));
        assertEquals("/dev/spidev1.0 refuses SPI mode 0", refused.getMessage());
        assertEquals(0, refusing.contexts().get(0).registry().all().size());
        refusing.close();
    }

    @Test
    void aNativeLibraryThatCannotLoadIsABusFailureNotAnError() throws BusException {
        Context broken = mock(Context.class, org.mockito.Mockito.RETURNS_DEEP_STUBS);
        // What Pi4J's LinuxFile static initialiser throws on a processor its native library was not built for.
        when(broken.create(any(I2CConfig.class))).thenThrow(new ExceptionInInitializerError(
                new UnsatisfiedLinkError("libpi4j-linuxfs.so: wrong ELF class: ELFCLASS64")));
        Pi4jBuses failing = new Pi4jBuses(() -> broken, (bus, chipSelect, mode) -> { });
        BusException failure = assertThrows(BusException.class, () -> failing.i2c(1, 0x3C));
        assertEquals(ErrorKind.BUS, failure.kind());
        assertEquals("cannot open I2C bus 1: the hardware library's native part cannot load on this machine", failure.getMessage());
    }

    @Test
    void anI2cInputOutputErrorIsAChipNotAnswering() {
        I2C busy = mock(I2C.class);
        when(busy.bus()).thenReturn(1);
        when(busy.device()).thenReturn(0x24);
        // i2c-bcm2835 gives EIO when a chip stretched SCL past the controller's timeout, as a busy PN532 does.
        when(busy.read(any(byte[].class), org.mockito.ArgumentMatchers.eq(0), org.mockito.ArgumentMatchers.eq(1)))
                .thenThrow(new Pi4JException(new java.io.IOException("Input/output error")));
        BusException nack = assertThrows(BusException.class, () -> new Pi4jI2cDevice(busy).read(1));
        assertEquals(ErrorKind.NO_ACKNOWLEDGE, nack.kind());
        assertEquals("I2C bus 1 address 0x24: Input/output error", nack.getMessage());
    }

    @Test
    void offARaspberryPiEveryDeviceIsAbsentForThatReasonAndNothingIsOpened() throws Exception {
        org.tabula.hal.board.Machine pc = new org.tabula.hal.board.Machine(java.util.Optional.of("Standard PC (Q35 + ICH9, 2009)"), "amd64");
        try (BoxBuses none = Pi4jContexts.boxBuses(pc)) {
            FakeClock clock = new FakeClock();
            Hardware hardware = Hardware.create(HardwareConfig.referenceBox(), LedLink.of(Soc.BCM2711), none, clock);
            for (DeviceStatus status : hardware.probe()) {
                assertEquals(DeviceStatus.State.ABSENT, status.state(), status.toString());
                assertEquals("not a Raspberry Pi (model: Standard PC (Q35 + ICH9, 2009), amd64)", status.detail());
            }
            hardware.step();
        }
    }
}
