package org.tabula.hal.pi4j;

import java.util.function.Supplier;

import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.DeviceException;
import org.tabula.hal.bus.I2cDevice;
import org.tabula.hal.bus.InputPin;
import org.tabula.hal.bus.OutputPin;
import org.tabula.hal.bus.SpiBus;
import org.tabula.hal.bus.SpiDevice;

/** Buses that cannot be had: every device fails to open, for one reason. */
final class NoBuses implements BoxBuses {
    private final Supplier<BusException> failure;

    private NoBuses(Supplier<BusException> failure) {
        this.failure = failure;
    }

    /** A machine without the box's buses: every device is absent, for {@code reason}. */
    static NoBuses absent(String reason) {
        return new NoBuses(() -> DeviceException.absent(reason));
    }

    /** Buses that failed to start: every device fails as they did. */
    static NoBuses failed(BusException why) {
        return new NoBuses(() -> new BusException(why.kind(), why.getMessage(), why.getCause()));
    }

    private BusException refusal() {
        return failure.get();
    }

    @Override
    public I2cDevice i2c(int bus, int address) throws BusException {
        throw refusal();
    }

    @Override
    public SpiDevice spiDevice(int bus, int chipSelect, int clockHz) throws BusException {
        throw refusal();
    }

    @Override
    public SpiBus spiBus(int bus, int clockHz) throws BusException {
        throw refusal();
    }

    @Override
    public InputPin pullUpInput(int gpio) throws BusException {
        throw refusal();
    }

    @Override
    public OutputPin output(int gpio) throws BusException {
        throw refusal();
    }

    @Override
    public void close() {
    }
}
