package org.tabula.hal.led;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.DeviceException;
import org.tabula.hal.config.ConfigException;
import org.tabula.hal.config.HardwareConfig;
import org.tabula.hal.config.LedConfig;
import org.tabula.hal.fakes.FakeWs2812Strip;

class LedEncodingTest {
    private static final ColorPipeline LINEAR = new ColorPipeline(1, 1, 1e9, 20, 1);

    /**
     * The clock each board really gives the strip, worked out by hand from the kernel drivers:
     * spi-bcm2835 divides the core clock by DIV_ROUND_UP rounded up to even (250 MHz / 2.4 MHz =
     * 104.2 -> 105 -> 106; 500 MHz / 2.4 MHz = 208.3 -> 209 -> 210), spi-dw divides RP1's 200 MHz
     * clk_sys by (DIV_ROUND_UP + 1) & ~1 (200 / 6.4 = 31.25 -> 32 -> 33 & ~1 = 32).
     */
    private record Board(String name, Ws2812Encoding encoding, double grantedHz) {
    }

    private static final List<Board> BOARDS = List.of(
            new Board("Pi 3 / Zero 2 W, core_freq=250", Ws2812Encoding.THREE_SPI_BITS, 250e6 / 106),
            new Board("Pi 4, core_freq=500", Ws2812Encoding.THREE_SPI_BITS, 500e6 / 210),
            new Board("Pi 5, RP1 clk_sys 200 MHz", Ws2812Encoding.ONE_SPI_BYTE, 200e6 / 32));

    private static FakeWs2812Strip strip(Board board, int length) {
        return new FakeWs2812Strip(board.encoding().spiHz(), board.grantedHz(), length);
    }

    private static LedDriver driver(FakeWs2812Strip strip, Ws2812Encoding encoding, int length) {
        return new LedDriver(strip, new Ws2812Encoder(encoding), LINEAR, length, Ws2812Encoder.SPIDEV_MESSAGE_BYTES);
    }

    @Test
    void onEveryBoardTheStripShowsExactlyTheColoursSentInGrbOrder() throws BusException {
        for (Board board : BOARDS) {
            FakeWs2812Strip strip = strip(board, 19);
            LedDriver driver = driver(strip, board.encoding(), 19);
            driver.init();
            assertArrayEquals(new int[19], strip.shown(), board.name());
            Random random = new Random(19);
            for (int frame = 0; frame < 20; frame++) {
                int[] colors = new int[19];
                for (int i = 0; i < colors.length; i++) {
                    colors[i] = random.nextInt(0x1000000);
                }
                driver.show(colors);
                assertArrayEquals(colors, strip.shown(), board.name() + ", frame " + frame);
            }
            driver.show(new int[] {0xFF0000, 0x00FF00, 0x0000FF});
            assertEquals(0xFF0000, strip.shown()[0], board.name());
            assertEquals(0x00FF00, strip.shown()[1], board.name());
            assertEquals(0x0000FF, strip.shown()[2], board.name());
            assertEquals(0, strip.shown()[3], board.name() + ": missing entries are off");
        }
    }

    @Test
    void onEveryBoardEveryPulseFallsInsideTheDatasheetWindows() throws BusException {
        for (Board board : BOARDS) {
            FakeWs2812Strip strip = strip(board, 19);
            LedDriver driver = driver(strip, board.encoding(), 19);
            driver.init();
            int[] colors = new int[19];
            Arrays.fill(colors, 0x55AA0F); // every kind of bit next to every other
            driver.show(colors);
            Map<String, FakeWs2812Strip.Widths> widths = strip.widths();
            assertEquals(Set.of("T0H", "T1H", "T0L", "T1L"), widths.keySet(), board.name());
            assertInside(board, widths.get("T0H"), FakeWs2812Strip.T0H_MIN, FakeWs2812Strip.T0H_MAX);
            assertInside(board, widths.get("T1H"), FakeWs2812Strip.T1H_MIN, FakeWs2812Strip.T1H_MAX);
            assertInside(board, widths.get("T0L"), FakeWs2812Strip.T0L_MIN, FakeWs2812Strip.T0L_MAX);
            assertInside(board, widths.get("T1L"), FakeWs2812Strip.T1L_MIN, FakeWs2812Strip.T1L_MAX);
        }
    }

    private static void assertInside(Board board, FakeWs2812Strip.Widths widths, double least, double most) {
        assertTrue(widths.least() >= least && widths.most() <= most,
                board.name() + ": " + widths + " outside " + least + "-" + most + " ns");
    }

    @Test
    void theRaspberryPi5PulsesAreThoseWorkedOutFromRp1sClock() throws BusException {
        // 160 ns a bit at 6.25 MHz: 0xC0 is 2 high and 6 low, 0xF8 is 5 high and 3 low.
        FakeWs2812Strip strip = strip(BOARDS.get(2), 1);
        LedDriver driver = driver(strip, Ws2812Encoding.ONE_SPI_BYTE, 1);
        driver.init();
        driver.show(new int[] {0x0F0F0F});
        Map<String, FakeWs2812Strip.Widths> widths = strip.widths();
        assertEquals(new FakeWs2812Strip.Widths(320, 320), widths.get("T0H"));
        assertEquals(new FakeWs2812Strip.Widths(800, 800), widths.get("T1H"));
        assertEquals(new FakeWs2812Strip.Widths(960, 960), widths.get("T0L"));
        assertEquals(new FakeWs2812Strip.Widths(480, 480), widths.get("T1L"));
    }

    @Test
    void theThreeBitEncodingOnAPi5sClockOrACoreClockThatMovedIsNoWs2812Signal() {
        // What the box must never send: the Pi 3/4 encoding where RP1 would clock it at 6.25 MHz, or
        // on a Pi 3 whose core clock rose to 400 MHz after spi-bcm2835 read it at 250 (400 / 106 MHz).
        for (double wrongHz : new double[] {200e6 / 32, 400e6 / 106}) {
            FakeWs2812Strip strip = new FakeWs2812Strip(Ws2812Encoding.THREE_SPI_BITS.spiHz(), wrongHz, 1);
            LedDriver driver = driver(strip, Ws2812Encoding.THREE_SPI_BITS, 1);
            assertThrows(AssertionError.class, () -> driver.show(new int[] {0xFFFFFF}), wrongHz + " Hz");
        }
    }

    @Test
    void ws2812BitPatternsAndLatchAreTheDocumentedOnes() {
        byte[] stream = new Ws2812Encoder(Ws2812Encoding.THREE_SPI_BITS).encode(new int[] {0, ColorPipeline.MAX_LEVEL, 0});
        // G = 0xFF: eight 110 patterns = 110110110 110110110 110110 -> DB 6D B6; R = B = 0: 100 x8 -> 92 49 24.
        assertArrayEquals(new byte[] {(byte) 0xDB, 0x6D, (byte) 0xB6, (byte) 0x92, 0x49, 0x24, (byte) 0x92, 0x49, 0x24},
                Arrays.copyOfRange(stream, 90, 99));
        assertEquals(90 + 9 + 90, stream.length);
        for (int i = 0; i < stream.length; i++) {
            if (i < 90 || i >= 99) {
                assertEquals(0, stream[i], "the reset before and the latch gap after are all zeros");
            }
        }
        // A byte a bit: 300 us at 6.4 MHz is 240 bytes; G = 0xFF is eight F8, R = B = 0 sixteen C0.
        byte[] pi5 = new Ws2812Encoder(Ws2812Encoding.ONE_SPI_BYTE).encode(new int[] {0, ColorPipeline.MAX_LEVEL, 0});
        assertEquals(240 + 24 + 240, pi5.length);
        for (int i = 0; i < pi5.length; i++) {
            int expected = i < 240 || i >= 264 ? 0 : i < 248 ? 0xF8 : 0xC0;
            assertEquals(expected, pi5[i] & 0xFF, "byte " + i);
        }
    }

    @Test
    void ws2812ColoursAreRightWhenTheControllerLeavesMosiHighBetweenTransfers() throws BusException {
        for (Board board : BOARDS) {
            FakeWs2812Strip strip = strip(board, 3).idlesHigh();
            LedDriver driver = driver(strip, board.encoding(), 3);
            driver.init();
            for (int[] colors : new int[][] {{0xFF0000, 0x00FF00, 0x0000FF}, {0x123456, 0xABCDEF, 0x010203}}) {
                driver.show(colors);
                assertArrayEquals(colors, strip.shown(), board.name());
            }
        }
    }

    @Test
    void everyFrameTheConfigurationAcceptsFitsOneSpidevMessageOnEveryBoard() throws ConfigException {
        int most = HardwareConfig.parse("[leds]\ncount = " + Ws2812Encoder.MAX_LEDS + "\n", "t").leds().orElseThrow().count();
        assertEquals(150, most);
        for (Ws2812Encoding encoding : Ws2812Encoding.values()) {
            Ws2812Encoder encoder = new Ws2812Encoder(encoding);
            for (int count : new int[] {1, LedConfig.reference().count(), most}) {
                int bytes = encoder.encode(new int[3 * count]).length;
                assertTrue(bytes <= 4096, encoding + ", " + count + " LEDs: " + bytes + " bytes");
                assertEquals(encoding.frameBytes(count), bytes);
            }
        }
        assertEquals(456 + 480, new Ws2812Encoder(Ws2812Encoding.ONE_SPI_BYTE).encode(new int[3 * 19]).length);
        assertTrue(new Ws2812Encoder(Ws2812Encoding.ONE_SPI_BYTE).encode(new int[3 * (most + 1)]).length > 4096,
                "one more LED would not fit the Pi 5's encoding");
        assertEquals(435, Ws2812Encoding.THREE_SPI_BITS.maxLeds(4096));
        assertEquals(Arrays.stream(Ws2812Encoding.values()).mapToInt(e -> e.maxLeds(Ws2812Encoder.SPIDEV_MESSAGE_BYTES)).min()
                .orElseThrow(), Ws2812Encoder.MAX_LEDS, "the least any board's encoding fits");
    }

    @Test
    void aFrameLargerThanSpidevsBufferIsRefusedAtInitWithItsSizes() {
        FakeWs2812Strip strip = strip(BOARDS.get(2), 100);
        LedDriver driver = new LedDriver(strip, new Ws2812Encoder(Ws2812Encoding.ONE_SPI_BYTE), LINEAR, 100, 1024);
        DeviceException refused = assertThrows(DeviceException.class, driver::init);
        assertTrue(refused.getMessage().contains("2880 bytes") && refused.getMessage().contains("1024 bytes"), refused.getMessage());
        assertEquals(0, strip.writes(), "nothing is sent");
    }

    @Test
    void withoutTheLatchGapNothingChanges() throws BusException {
        FakeWs2812Strip strip = new FakeWs2812Strip(Ws2812Encoding.THREE_SPI_BITS.spiHz(), 1);
        byte[] stream = new Ws2812Encoder(Ws2812Encoding.THREE_SPI_BITS).encode(new int[] {ColorPipeline.MAX_LEVEL, 0, 0});
        strip.write(Arrays.copyOfRange(stream, 90, 90 + 9 + 10)); // 33 us of low: too short for WS2812B
        assertEquals(0, strip.shown()[0]);
    }

    @Test
    void gammaMapsEndsToEndsAndDarkensTheMiddle() {
        ColorPipeline pipeline = new ColorPipeline(2.8, 1, 1e9, 20, 1);
        int[] levels = pipeline.levels(new int[] {0xFF8000}, 1);
        assertEquals(ColorPipeline.MAX_LEVEL, levels[0]);
        assertEquals(Math.round(ColorPipeline.MAX_LEVEL * Math.pow(128 / 255.0, 2.8)), levels[1]);
        assertEquals(0, levels[2]);
        int previous = -1;
        for (int v = 0; v < 256; v++) {
            int level = pipeline.levels(new int[] {v}, 1)[2];
            assertTrue(level >= previous, "monotonic at " + v);
            previous = level;
        }
    }

    @Test
    void theCurrentLimitDimsEveryLedAlikeAndOnlyWhenNeeded() {
        ColorPipeline pipeline = new ColorPipeline(1, 1, 500, 20, 1);
        int[] white = new int[19];
        Arrays.fill(white, 0xFFFFFF);
        int[] levels = pipeline.levels(white, 19);
        double drawn = pipeline.milliamps(levels);
        assertTrue(drawn <= 500 && drawn > 499, "draws " + drawn + " mA");
        assertTrue(Arrays.stream(levels).distinct().count() == 1);

        int[] one = pipeline.levels(new int[] {0x102030}, 19);
        assertEquals(0x10 * 257, one[0], "a frame under the budget is untouched");
    }

    @Test
    void brightnessScalesAfterGamma() {
        int[] levels = new ColorPipeline(1, 0.5, 1e9, 20, 1).levels(new int[] {0xFF0000}, 1);
        assertEquals(Math.round(ColorPipeline.MAX_LEVEL * 0.5), levels[0]);
    }

    @Test
    void apa102FramesAndPerLedBrightness() {
        Apa102Encoder encoder = new Apa102Encoder(4_000_000);
        int[] levels = {ColorPipeline.MAX_LEVEL, 0, 0, 0, 0, 300, 0, 0, 0};
        byte[] stream = encoder.encode(levels);
        assertEquals(4 + 3 * 4 + Apa102Encoder.endFrameBytes(3), stream.length);
        assertArrayEquals(new byte[4], Arrays.copyOf(stream, 4), "start frame");
        // LED 0: full red at brightness 31: E0|1F, B, G, R.
        assertArrayEquals(new byte[] {(byte) 0xFF, 0, 0, (byte) 0xFF}, Arrays.copyOfRange(stream, 4, 8));
        // LED 1: a dim blue keeps its precision with brightness 1 instead of 8-bit value 1.
        assertEquals((byte) 0xE1, stream[8]);
        double intensity = (stream[9] & 0xFF) / 255.0 * 1 / 31.0;
        assertEquals(300.0 / ColorPipeline.MAX_LEVEL, intensity, 0.02 * 300.0 / ColorPipeline.MAX_LEVEL);
        // LED 2: off frame still starts with 111.
        assertEquals((byte) 0xE0, stream[12]);
        for (int i = 16; i < stream.length; i++) {
            assertEquals(0, stream[i], "end frame");
        }
    }

    @Test
    void apa102IntensityFollowsTheLevelAcrossTheRange() {
        Apa102Encoder encoder = new Apa102Encoder(4_000_000);
        for (int level = 1; level <= ColorPipeline.MAX_LEVEL; level += 97) {
            byte[] stream = encoder.encode(new int[] {level, 0, 0});
            int brightness = stream[4] & 0x1F;
            double intensity = (stream[7] & 0xFF) / 255.0 * brightness / 31.0;
            double wanted = level / (double) ColorPipeline.MAX_LEVEL;
            assertEquals(wanted, intensity, Math.max(0.5 / 255 * brightness / 31, 1e-9), "level " + level);
        }
    }

    @Test
    void aBusAtTheWrongClockIsRefusedAtInit() {
        FakeWs2812Strip strip = new FakeWs2812Strip(1_000_000, 3);
        LedDriver driver = driver(strip, Ws2812Encoding.THREE_SPI_BITS, 3);
        assertThrows(DeviceException.class, driver::init);
    }
}
