package org.tabula.hal.led;

import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.DeviceException;
import org.tabula.hal.bus.SpiBus;

/**
 * A strip on an SPI bus: colours through the {@link ColorPipeline}, then the strip's
 * {@link LedEncoder}, then one bus write. Nothing touches the bus until {@link #init}.
 */
public final class LedDriver {
    private final SpiBus bus;
    private final LedEncoder encoder;
    private final ColorPipeline pipeline;
    private final int length;
    private final int maxMessageBytes;

    /** @param maxMessageBytes the most one SPI message may hold (spidev's {@code bufsiz}): a frame is one message */
    public LedDriver(SpiBus bus, LedEncoder encoder, ColorPipeline pipeline, int length, int maxMessageBytes) {
        this.bus = bus;
        this.encoder = encoder;
        this.pipeline = pipeline;
        this.length = length;
        this.maxMessageBytes = maxMessageBytes;
    }

    public int length() {
        return length;
    }

    /** Checks the bus runs at the encoder's clock and a frame fits one SPI message, then turns every LED off. */
    public void init() throws BusException {
        if (bus.clockHz() != encoder.clockHz()) {
            throw DeviceException.faulty("SPI clock is " + bus.clockHz() + " Hz, the strip's timing needs " + encoder.clockHz());
        }
        int frameBytes = encode(new int[0]).length;
        if (frameBytes > maxMessageBytes) {
            throw DeviceException.faulty("a frame of " + length + " LEDs is " + frameBytes + " bytes, more than one SPI message takes ("
                    + maxMessageBytes + " bytes, spidev's bufsiz): use fewer LEDs or a larger spidev.bufsiz");
        }
        show(new int[0]);
    }

    /** Shows {@code colors} (0xRRGGBB per LED, before gamma and limits). */
    public void show(int[] colors) throws BusException {
        bus.write(encode(colors));
    }

    /** The bytes {@link #show} would send: the whole pure part, for tests and the benchmark. */
    public byte[] encode(int[] colors) {
        return encoder.encode(pipeline.levels(colors, length));
    }
}
