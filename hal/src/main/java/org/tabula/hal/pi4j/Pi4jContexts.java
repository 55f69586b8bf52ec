package org.tabula.hal.pi4j;

import com.pi4j.Pi4J;
import com.pi4j.context.Context;
import com.pi4j.plugin.gpiod.provider.gpio.digital.GpioDDigitalInputProvider;
import com.pi4j.plugin.gpiod.provider.gpio.digital.GpioDDigitalOutputProvider;
import com.pi4j.plugin.linuxfs.provider.i2c.LinuxFsI2CProvider;
import com.pi4j.plugin.linuxfs.provider.spi.LinuxFsSpiProvider;

import org.tabula.hal.board.Machine;

/** The Pi4J context of the real box. */
public final class Pi4jContexts {
    private Pi4jContexts() {
    }

    /**
     * The buses of the box on {@code machine}: Pi4J's on a Raspberry Pi (one context per SPI bus, see
     * {@link Pi4jBuses}); on any other machine none, every device absent for the reason
     * {@link Machine#notARaspberryPi} gives, and Pi4J never started (off a Pi its providers fail
     * device by device: gpiod with "No gpio chip yet initialized!", linuxfs's native library on
     * another processor with an {@link ExceptionInInitializerError}).
     */
    public static BoxBuses boxBuses(Machine machine) {
        if (!machine.isRaspberryPi()) {
            return NoBuses.absent(machine.notARaspberryPi());
        }
        try {
            return new Pi4jBuses(Pi4jContexts::build, new LinuxSpidevModes());
        } catch (RuntimeException | LinkageError e) {
            return NoBuses.failed(Pi4jErrors.translate("the GPIO, I2C and SPI library cannot start", e));
        }
    }

    /**
     * Exactly one provider per I/O type, no auto-detection: GPIO through the kernel's character
     * device (libgpiod, works on the Pi 5 and needs no daemon), I2C and SPI through /dev/i2c-N and
     * /dev/spidevN.M. {@link Pi4jBuses} names no provider, so these are what it opens.
     */
    private static Context build() {
        return Pi4J.newContextBuilder()
                .noAutoDetect()
                .add(GpioDDigitalInputProvider.newInstance(), GpioDDigitalOutputProvider.newInstance(),
                        LinuxFsI2CProvider.newInstance(), LinuxFsSpiProvider.newInstance())
                .build();
    }
}
