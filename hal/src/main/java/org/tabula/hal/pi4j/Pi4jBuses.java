package org.tabula.hal.pi4j;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import com.pi4j.context.Context;
import com.pi4j.io.gpio.digital.DigitalInput;
import com.pi4j.io.gpio.digital.DigitalOutput;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.io.gpio.digital.PullResistance;
import com.pi4j.io.i2c.I2C;
import com.pi4j.io.spi.Spi;
import com.pi4j.io.spi.SpiBus;
import com.pi4j.io.spi.SpiChipSelect;
import com.pi4j.io.spi.SpiMode;

import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.I2cDevice;
import org.tabula.hal.bus.InputPin;
import org.tabula.hal.bus.OutputPin;
import org.tabula.hal.bus.SpiDevice;

/**
 * Opens buses through Pi4J {@link Context}s, naming no provider: the context decides (gpiod and
 * linuxfs on the Pi, see {@link Pi4jContexts}; the mock plugin in tests). Each I/O is opened once
 * and shared, so two readers may share one reset pin.
 * <p>
 * Pi4J 2.8's registry refuses two I/Os with the same address in one context, and an SPI
 * instance's address is its chip select: SPI0 CE0 (the LEDs) and SPI1 CE0 (reader 0) cannot
 * live together. So each SPI bus after the first gets a context of its own from the supplier.
 * <p>
 * Opening catches {@link LinkageError} as well as Pi4J's unchecked exceptions: a native library
 * that cannot load (Pi4J's linuxfs on a machine it was not built for) fails its static
 * initialiser with an {@link ExceptionInInitializerError}, which must not end the device thread.
 */
public final class Pi4jBuses implements BoxBuses {
    private static final int SPI_MODE_0 = 0;

    /** Builds one I/O; may throw Pi4J's unchecked exceptions or a {@link LinkageError}. */
    @FunctionalInterface
    private interface Opener<T> {
        T open() throws BusException;
    }

    private final Supplier<Context> contexts;
    private final SpidevModes spidevModes;
    private final Context pi4j;
    private final Map<Integer, Context> spiContexts = new HashMap<>();
    private final Map<String, Object> opened = new HashMap<>();

    /** @param spidevModes sets each SPI device's mode exactly before Pi4J opens it (see {@link SpidevModes}) */
    public Pi4jBuses(Supplier<Context> contexts, SpidevModes spidevModes) {
        this.contexts = contexts;
        this.spidevModes = spidevModes;
        this.pi4j = contexts.get();
    }

    /** Every context opened so far, the main one first. */
    public synchronized List<Context> contexts() {
        List<Context> all = new ArrayList<>(List.of(pi4j));
        spiContexts.values().stream().filter(c -> c != pi4j).forEach(all::add);
        return all;
    }

    private synchronized Context spiContext(int bus) {
        return spiContexts.computeIfAbsent(bus, b -> spiContexts.isEmpty() ? pi4j : contexts.get());
    }

    @Override
    public void close() {
        contexts().forEach(Context::shutdown);
    }

    @Override
    public I2cDevice i2c(int bus, int address) throws BusException {
        String id = String.format("i2c-%d-%02x", bus, address);
        return open(id, "I2C bus " + bus, () -> new Pi4jI2cDevice(pi4j.create(I2C.newConfigBuilder(pi4j)
                .id(id).name("I2C bus " + bus + " device " + address).bus(bus).device(address).build())));
    }

    @Override
    public SpiDevice spiDevice(int bus, int chipSelect, int clockHz) throws BusException {
        String id = "spi-" + bus + "-" + chipSelect;
        return open(id, "SPI bus " + bus, () -> new Pi4jSpiDevice(openSpi(id, bus, chipSelect, clockHz)));
    }

    @Override
    public org.tabula.hal.bus.SpiBus spiBus(int bus, int clockHz) throws BusException {
        String id = "spi-" + bus + "-stream";
        return open(id, "SPI bus " + bus, () -> new Pi4jSpiBus(openSpi(id, bus, 0, clockHz)));
    }

    private Spi openSpi(String id, int bus, int chipSelect, int clockHz) throws BusException {
        spidevModes.set(bus, chipSelect, SPI_MODE_0);
        Context context = spiContext(bus);
        return context.create(Spi.newConfigBuilder(context).id(id).name(id)
                .bus(SpiBus.getByNumber(bus)).chipSelect(SpiChipSelect.getByNumber(chipSelect))
                .mode(SpiMode.MODE_0).baud(clockHz).build());
    }

    @Override
    public InputPin pullUpInput(int gpio) throws BusException {
        String id = "gpio-" + gpio;
        return open(id, "GPIO " + gpio, () -> new Pi4jInputPin(pi4j.create(DigitalInput.newConfigBuilder(pi4j)
                .id(id).name(id).address(gpio).pull(PullResistance.PULL_UP).build())));
    }

    @Override
    public OutputPin output(int gpio) throws BusException {
        String id = "gpio-" + gpio;
        return open(id, "GPIO " + gpio, () -> new Pi4jOutputPin(pi4j.create(DigitalOutput.newConfigBuilder(pi4j)
                .id(id).name(id).address(gpio).initial(DigitalState.HIGH).shutdown(DigitalState.HIGH).build())));
    }

    private synchronized <T> T open(String id, String where, Opener<T> create) throws BusException {
        Object existing = opened.get(id);
        if (existing == null) {
            try {
                existing = create.open();
            } catch (RuntimeException | LinkageError e) {
                throw Pi4jErrors.translate("cannot open " + where, e);
            }
            opened.put(id, existing);
        }
        @SuppressWarnings("unchecked")
        T typed = (T) existing;
        return typed;
    }
}
