package org.tabula.hal.fakes;

import java.util.HashMap;
import java.util.Map;

import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.BusFactory;
import org.tabula.hal.bus.ErrorKind;
import org.tabula.hal.bus.I2cDevice;
import org.tabula.hal.bus.InputPin;
import org.tabula.hal.bus.OutputPin;
import org.tabula.hal.bus.SpiBus;
import org.tabula.hal.bus.SpiDevice;

/**
 * Chip fakes wired where a configuration says devices are: the test puts a fake at an address,
 * the hardware layer opens it through the same {@link BusFactory} seam the Pi4J adapters serve.
 * An address with nothing on it NACKs, an empty chip select reads all ones, as on a real bus.
 */
public final class FakeBuses implements BusFactory {
    /** A button: pulled up (high) until pressed. */
    public static final class FakeButtonPin implements InputPin {
        private volatile boolean pressed;

        public void press() {
            pressed = true;
        }

        public void release() {
            pressed = false;
        }

        @Override
        public boolean isHigh() {
            return !pressed;
        }
    }

    private final Map<String, I2cDevice> i2c = new HashMap<>();
    private final Map<String, SpiDevice> spiDevices = new HashMap<>();
    private final Map<Integer, SpiBus> spiBuses = new HashMap<>();
    private final Map<Integer, FakeButtonPin> inputs = new HashMap<>();
    private final Map<Integer, Boolean> outputs = new HashMap<>();

    public FakeBuses put(int bus, int address, I2cDevice device) {
        i2c.put(bus + "/" + address, device);
        return this;
    }

    public FakeBuses put(int bus, int chipSelect, SpiDevice device) {
        spiDevices.put(bus + "/" + chipSelect, device);
        return this;
    }

    public FakeBuses put(int bus, SpiBus strip) {
        spiBuses.put(bus, strip);
        return this;
    }

    public FakeButtonPin button(int gpio) {
        return inputs.computeIfAbsent(gpio, g -> new FakeButtonPin());
    }

    public Boolean outputLevel(int gpio) {
        return outputs.get(gpio);
    }

    @Override
    public I2cDevice i2c(int bus, int address) {
        I2cDevice device = i2c.get(bus + "/" + address);
        return device != null ? device : operations -> {
            throw new BusException(ErrorKind.NO_ACKNOWLEDGE, String.format("I2C bus %d address 0x%02X: NACK", bus, address));
        };
    }

    @Override
    public SpiDevice spiDevice(int bus, int chipSelect, int clockHz) {
        SpiDevice device = spiDevices.get(bus + "/" + chipSelect);
        return device != null ? device : data -> java.util.Arrays.fill(data, (byte) 0xFF);
    }

    @Override
    public SpiBus spiBus(int bus, int clockHz) throws BusException {
        SpiBus strip = spiBuses.get(bus);
        if (strip == null) {
            throw new BusException(ErrorKind.BUS, "no /dev/spidev" + bus + ".0");
        }
        return strip;
    }

    @Override
    public InputPin pullUpInput(int gpio) {
        return button(gpio);
    }

    @Override
    public OutputPin output(int gpio) {
        outputs.put(gpio, true);
        return high -> outputs.put(gpio, high);
    }
}
