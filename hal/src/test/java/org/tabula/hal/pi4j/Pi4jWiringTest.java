package org.tabula.hal.pi4j;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import java.util.ArrayList;
import java.util.List;

import com.pi4j.Pi4J;
import com.pi4j.context.Context;
import com.pi4j.exception.Pi4JException;
import com.pi4j.io.gpio.digital.DigitalInput;
import com.pi4j.io.gpio.digital.DigitalOutput;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.io.gpio.digital.PullResistance;
import com.pi4j.io.i2c.I2C;
import com.pi4j.io.spi.Spi;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInput;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInputProvider;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalOutputProvider;
import com.pi4j.plugin.mock.provider.i2c.MockI2CProvider;
import com.pi4j.plugin.mock.provider.spi.MockSpiProvider;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.tabula.hal.ButtonEvent;
import org.tabula.hal.DeviceStatus;
import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.ErrorKind;
import org.tabula.hal.config.HardwareConfig;
import org.tabula.hal.fakes.FakeClock;
import org.tabula.hal.runtime.Hardware;

/**
 * The Pi's own configuration file, opened through {@link Pi4jBuses} on a Pi4J context that has
 * only the mock plugin's providers instead of gpiod and linuxfs: every configured bus and pin must
 * appear in Pi4J's registry with the configured bus, address, chip select, clock and pull.
 */
class Pi4jWiringTest {
    private final Pi4jBuses buses = new Pi4jBuses(() -> Pi4J.newContextBuilder().noAutoDetect()
            .add(MockDigitalInputProvider.newInstance(), MockDigitalOutputProvider.newInstance(),
                    MockI2CProvider.newInstance(), MockSpiProvider.newInstance())
            .build());

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
        Hardware hardware = Hardware.create(config, buses, clock);
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

        // A pin the mock holds low is a pressed button, read through the adapter and debounced.
        for (int gpio : buttonPins) {
            ((MockDigitalInput) io("gpio-" + gpio, DigitalInput.class)).mockState(DigitalState.HIGH);
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
}
