package org.tabula.hal.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;

import org.tabula.hal.MonoDisplay;
import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.Clock;
import org.tabula.hal.bus.I2cDevice;
import org.tabula.hal.bus.I2cOperation;
import org.tabula.hal.led.Apa102Encoder;
import org.tabula.hal.led.ColorPipeline;
import org.tabula.hal.led.LedEncoder;
import org.tabula.hal.led.Ws2812Encoder;
import org.tabula.hal.led.Ws2812Encoding;
import org.tabula.hal.oled.I2cOledInterface;
import org.tabula.hal.oled.OledDriver;
import org.tabula.hal.oled.OledSettings;
import org.tabula.hal.oled.Ssd1306;

/**
 * What the hardware layer costs: bytes on I2C for typical screen changes against a whole frame
 * (each I2C message counted with its address byte), and the time to turn one LED frame into SPI
 * bytes. Screen changes are regions of a seeded random frame redrawn with new random content,
 * the worst case for a region of that size.
 */
public final class HalBench {
    /** One screen change: its name and the regions (page, first column, columns) it redraws. */
    public record Change(String name, int[][] regions) {
    }

    public record ScreenResult(String name, long bytes, double fractionOfFullFrame) {
    }

    public record LedResult(String encoder, int leds, double nanosPerFrame, int bytesPerFrame) {
    }

    /** The changes a game screen typically makes (6x8 font, 8 px per page). */
    public static final List<Change> TYPICAL = List.of(
            new Change("one score digit (6x8)", new int[][] {{0, 60, 6}}),
            new Change("both scores, two digits each", new int[][] {{0, 0, 12}, {0, 116, 12}}),
            new Change("menu cursor moves one line", new int[][] {{2, 0, 6}, {3, 0, 6}}),
            new Change("a 12x16 number redrawn", new int[][] {{3, 50, 24}, {4, 50, 24}}),
            new Change("prompt line rewritten (21 chars)", new int[][] {{7, 0, 128}}),
            new Change("two text lines rewritten", new int[][] {{5, 0, 128}, {6, 0, 128}}));

    /** Counts what would cross the bus. */
    private static final class CountingI2c implements I2cDevice {
        long bytes;

        @Override
        public void transaction(I2cOperation... operations) {
            for (I2cOperation operation : operations) {
                bytes += 1 + (operation instanceof I2cOperation.Write w ? w.bytes().length
                        : ((I2cOperation.Read) operation).buffer().length);
            }
        }
    }

    /** Where encoded bytes go so the JIT cannot drop the work being timed. */
    private static volatile long blackhole;

    private HalBench() {
    }

    /** Bytes for the full frame (every byte changes) first, then for each typical change. */
    public static List<ScreenResult> screen(long seed) throws BusException {
        Random random = new Random(seed);
        CountingI2c bus = new CountingI2c();
        OledDriver driver = new OledDriver(new Ssd1306(), new I2cOledInterface(bus), new OledSettings(0, 0x7F),
                Optional.empty(), Clock.SYSTEM);
        driver.init();
        byte[] frame = new byte[MonoDisplay.FRAME_BYTES];
        for (int i = 0; i < frame.length; i++) {
            frame[i] = (byte) (1 + random.nextInt(255)); // nothing left as the cleared RAM had it
        }
        bus.bytes = 0;
        driver.show(frame);
        long full = bus.bytes;
        List<ScreenResult> results = new ArrayList<>();
        results.add(new ScreenResult("full frame (every byte changes)", full, 1.0));
        for (Change change : TYPICAL) {
            byte[] next = frame.clone();
            for (int[] region : change.regions()) {
                for (int x = region[1]; x < region[1] + region[2]; x++) {
                    int at = region[0] * MonoDisplay.WIDTH + x;
                    next[at] = (byte) (next[at] ^ (1 + random.nextInt(255)));
                }
            }
            bus.bytes = 0;
            driver.show(next);
            results.add(new ScreenResult(change.name(), bus.bytes, bus.bytes / (double) full));
            frame = next;
        }
        return results;
    }

    /** Median time to run the colour pipeline and encoder on one frame, over {@code rounds} timed rounds. */
    public static List<LedResult> leds(int count, int rounds) {
        ColorPipeline pipeline = new ColorPipeline(2.8, 0.5, 500, 20, 1);
        List<LedResult> results = new ArrayList<>();
        for (LedEncoder encoder : List.of(new Ws2812Encoder(Ws2812Encoding.THREE_SPI_BITS), new Ws2812Encoder(Ws2812Encoding.ONE_SPI_BYTE),
                new Apa102Encoder(4_000_000))) {
            int[] colors = new int[count];
            Random random = new Random(count);
            for (int i = 0; i < count; i++) {
                colors[i] = random.nextInt(0x1000000);
            }
            int frames = 20_000;
            long sink = 0;
            double[] perFrame = new double[rounds + 1];
            for (int r = 0; r <= rounds; r++) { // round 0 warms up
                long start = System.nanoTime();
                for (int f = 0; f < frames; f++) {
                    colors[f % count] ^= f;
                    sink += encoder.encode(pipeline.levels(colors, count))[f % 9];
                }
                perFrame[r] = (System.nanoTime() - start) / (double) frames;
            }
            double[] timed = Arrays.copyOfRange(perFrame, 1, perFrame.length);
            Arrays.sort(timed);
            blackhole = sink;
            int bytes = encoder.encode(pipeline.levels(colors, count)).length;
            String name = encoder instanceof Ws2812Encoder ws2812 ? "WS2812, " + (ws2812.encoding() == Ws2812Encoding.ONE_SPI_BYTE
                    ? "a byte a bit (Pi 5)" : "3 bits a bit (Pi 3/4)") : "APA102";
            results.add(new LedResult(name, count, timed[timed.length / 2],
                    bytes));
        }
        return results;
    }
}
