package org.tabula.hal.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

import org.tabula.hal.Buttons;
import org.tabula.hal.CardReaders;
import org.tabula.hal.DeviceStatus;
import org.tabula.hal.LedStrip;
import org.tabula.hal.MonoDisplay;
import org.tabula.hal.board.LedLink;
import org.tabula.hal.bus.BusFactory;
import org.tabula.hal.bus.Clock;
import org.tabula.hal.config.DisplayConfig;
import org.tabula.hal.config.HardwareConfig;
import org.tabula.hal.config.LedConfig;
import org.tabula.hal.config.ReaderConfig;
import org.tabula.hal.led.Apa102Encoder;
import org.tabula.hal.led.ColorPipeline;
import org.tabula.hal.led.LedDriver;
import org.tabula.hal.led.LedEncoder;
import org.tabula.hal.led.Ws2812Encoder;
import org.tabula.hal.nfc.TagReader;
import org.tabula.hal.oled.I2cOledInterface;
import org.tabula.hal.oled.OledDriver;
import org.tabula.hal.oled.OledSettings;
import org.tabula.hal.oled.Sh1106;
import org.tabula.hal.oled.Ssd1306;

/**
 * The configured devices of the box behind the firmware's interfaces. Creating it does no I/O:
 * each device is opened and initialised on the device thread when first needed, and a device
 * that fails is retried on its own. One device thread ({@link #start}) does all I/O; events go
 * to the listeners from it. {@link #step} runs one round on the caller's thread instead, for the
 * self-test and for tests on a fake clock.
 */
public final class Hardware implements AutoCloseable {
    /** The longest the device thread sleeps when nothing is due (frames written wake it early). */
    private static final long IDLE_NANOS = 1_000_000_000L;

    private final HardwareConfig config;
    private final Clock clock;
    private final Optional<Supervised<OledDriver>> display;
    private final Optional<PendingOutput<OledDriver, byte[]>> displayFrames;
    private final Optional<Supervised<LedDriver>> leds;
    private final Optional<PendingOutput<LedDriver, int[]>> ledFrames;
    private final ReaderPoller readers;
    private final Optional<ButtonPoller> buttons;
    private volatile Thread thread;
    private volatile boolean running;

    private Hardware(HardwareConfig config, LedLink ledLink, BusFactory buses, Clock clock) {
        this.config = config;
        this.clock = clock;
        Runnable wake = this::wake;
        this.display = config.display().map(d -> new Supervised<>("display", describe(d), clock, () -> openDisplay(d, buses),
                driver -> {
                    driver.init();
                    return driver.chip() + " answering";
                }));
        this.displayFrames = display.map(device -> new PendingOutput<>(device, OledDriver::show, wake));
        this.leds = config.leds().map(l -> new Supervised<>("leds", describe(l), clock, () -> openLeds(l, ledLink, buses),
                driver -> {
                    driver.init();
                    return driver.length() + " LEDs (a strip cannot answer: watch it)";
                }));
        this.ledFrames = leds.map(device -> new PendingOutput<>(device, LedDriver::show, wake));
        List<Supervised<TagReader>> readerDevices = new ArrayList<>();
        for (int i = 0; i < config.readers().size(); i++) {
            ReaderConfig reader = config.readers().get(i);
            readerDevices.add(new Supervised<>("reader " + i, reader.describe(), clock, () -> reader.open(buses, clock),
                    chip -> {
                        chip.init();
                        return chip.identity();
                    }));
        }
        this.readers = new ReaderPoller(readerDevices, config.pollMs() * 1_000_000L, clock);
        this.buttons = config.buttons().map(b -> new ButtonPoller(b, buses, clock));
    }

    /**
     * The devices {@code config} lists, on {@code buses}, an LED strip timed as {@code ledLink}
     * says the board needs; nothing is opened yet.
     */
    public static Hardware create(HardwareConfig config, LedLink ledLink, BusFactory buses, Clock clock) {
        return new Hardware(config, ledLink, buses, clock);
    }

    public HardwareConfig config() {
        return config;
    }

    private OledDriver openDisplay(DisplayConfig d, BusFactory buses) throws org.tabula.hal.bus.BusException {
        return new OledDriver(d.chip() == DisplayConfig.Chip.SSD1306 ? new Ssd1306() : new Sh1106(),
                new I2cOledInterface(buses.i2c(d.i2cBus(), d.address())), new OledSettings(d.rotation(), d.contrast()),
                d.resetPin().isPresent() ? Optional.of(buses.output(d.resetPin().getAsInt())) : Optional.empty(), clock);
    }

    private static LedDriver openLeds(LedConfig l, LedLink link, BusFactory buses) throws org.tabula.hal.bus.BusException {
        LedEncoder encoder = l.chip() == LedConfig.Chip.WS2812 ? new Ws2812Encoder(link.ws2812()) : new Apa102Encoder(l.spiHz());
        return new LedDriver(buses.spiBus(l.spiBus(), encoder.clockHz()), encoder,
                new ColorPipeline(l.gamma(), l.brightness(), l.maxCurrentMilliamps(), l.milliampsPerChannel(), 1), l.count(),
                link.maxMessageBytes());
    }

    private static String describe(DisplayConfig d) {
        return String.format("%s on I2C bus %d at 0x%02X", d.chip(), d.i2cBus(), d.address());
    }

    private static String describe(LedConfig l) {
        return String.format("%d %s on SPI bus %d", l.count(), l.chip(), l.spiBus());
    }

    /** The display; frames go nowhere on a box without one. */
    public MonoDisplay display() {
        return frame -> {
            if (frame.length != MonoDisplay.FRAME_BYTES) {
                throw new IllegalArgumentException("a frame is " + MonoDisplay.FRAME_BYTES + " bytes, not " + frame.length);
            }
            displayFrames.ifPresent(output -> output.offer(frame.clone()));
        };
    }

    /** The LED strip; of length 0 on a box without one. */
    public LedStrip leds() {
        return new LedStrip() {
            @Override
            public int length() {
                return config.ledCount();
            }

            @Override
            public void write(int[] colors) {
                ledFrames.ifPresent(output -> output.offer(colors.clone()));
            }
        };
    }

    public CardReaders readers() {
        return readers;
    }

    /** The buttons; silent on a box without any. */
    public Buttons buttons() {
        return buttons.isPresent() ? buttons.get() : listener -> { };
    }

    private List<Supervised<?>> devices() {
        List<Supervised<?>> all = new ArrayList<>();
        display.ifPresent(all::add);
        leds.ifPresent(all::add);
        all.addAll(readers.devices());
        buttons.ifPresent(b -> all.add(b.device()));
        return all;
    }

    /** Every configured device's health, display first, then LEDs, readers, buttons. */
    public List<DeviceStatus> status() {
        return devices().stream().map(Supervised::status).toList();
    }

    /** Tells {@code listener} (on the device thread) whenever a device goes online, offline or changes its story. */
    public void setStatusListener(Consumer<DeviceStatus> listener) {
        for (Supervised<?> device : devices()) {
            device.setListener(listener == null ? status -> { } : listener::accept);
        }
    }

    /** Brings every device up now, whatever the backoff, and reports; call before {@link #start}. */
    public List<DeviceStatus> probe() {
        return devices().stream().map(Supervised::probe).toList();
    }

    /** One round of device work on the calling thread; returns the nanoseconds until more is due. */
    public long step() {
        long next = clock.nanos() + IDLE_NANOS;
        next = earlier(next, buttons.map(ButtonPoller::poll).orElse(Long.MAX_VALUE));
        next = earlier(next, readers.poll());
        next = earlier(next, displayFrames.map(PendingOutput::flush).orElse(Long.MAX_VALUE));
        next = earlier(next, ledFrames.map(PendingOutput::flush).orElse(Long.MAX_VALUE));
        return Math.max(0, next - clock.nanos());
    }

    private static long earlier(long a, long b) {
        return b == Long.MAX_VALUE ? a : a - b > 0 ? b : a;
    }

    /** Starts the device thread. */
    public synchronized void start() {
        if (thread != null) {
            throw new IllegalStateException("already started");
        }
        running = true;
        thread = new Thread(() -> {
            while (running) {
                long wait = step();
                if (wait > 0 && running) {
                    clock.sleepNanos(wait);
                }
            }
        }, "tabula-devices");
        thread.setDaemon(true);
        thread.start();
    }

    private void wake() {
        Thread current = thread;
        if (current != null) {
            java.util.concurrent.locks.LockSupport.unpark(current);
        }
    }

    /** Stops the device thread (the devices keep their last frame). */
    @Override
    public void close() {
        running = false;
        Thread current = thread;
        if (current != null) {
            wake();
            try {
                current.join(2_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
