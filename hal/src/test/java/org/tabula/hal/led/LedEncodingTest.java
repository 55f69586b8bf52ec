package org.tabula.hal.led;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.DeviceException;
import org.tabula.hal.fakes.FakeWs2812Strip;

class LedEncodingTest {
    private static final ColorPipeline LINEAR = new ColorPipeline(1, 1, 1e9, 20, 1);

    @Test
    void ws2812ShowsExactlyTheColoursSentInGrbOrder() throws BusException {
        FakeWs2812Strip strip = new FakeWs2812Strip(Ws2812Encoder.SPI_CLOCK_HZ, 19);
        LedDriver driver = new LedDriver(strip, new Ws2812Encoder(), LINEAR, 19);
        driver.init();
        assertArrayEquals(new int[19], strip.shown());
        Random random = new Random(19);
        for (int frame = 0; frame < 20; frame++) {
            int[] colors = new int[19];
            for (int i = 0; i < colors.length; i++) {
                colors[i] = random.nextInt(0x1000000);
            }
            driver.show(colors);
            assertArrayEquals(colors, strip.shown(), "frame " + frame);
        }
        driver.show(new int[] {0xFF0000, 0x00FF00, 0x0000FF});
        assertEquals(0xFF0000, strip.shown()[0]);
        assertEquals(0x00FF00, strip.shown()[1]);
        assertEquals(0x0000FF, strip.shown()[2]);
        assertEquals(0, strip.shown()[3], "missing entries are off");
    }

    @Test
    void ws2812BitPatternsAndLatchAreTheDocumentedOnes() {
        byte[] stream = new Ws2812Encoder().encode(new int[] {0, ColorPipeline.MAX_LEVEL, 0}); // pure green
        // G = 0xFF: eight 110 patterns = 110110110 110110110 110110 -> DB 6D B6; R = B = 0: 100 x8 -> 92 49 24.
        assertArrayEquals(new byte[] {(byte) 0xDB, 0x6D, (byte) 0xB6, (byte) 0x92, 0x49, 0x24, (byte) 0x92, 0x49, 0x24},
                Arrays.copyOfRange(stream, 90, 99));
        assertEquals(90 + 9 + 90, stream.length);
        for (int i = 0; i < stream.length; i++) {
            if (i < 90 || i >= 99) {
                assertEquals(0, stream[i], "the reset before and the latch gap after are all zeros");
            }
        }
    }

    @Test
    void ws2812ColoursAreRightWhenTheControllerLeavesMosiHighBetweenTransfers() throws BusException {
        FakeWs2812Strip strip = new FakeWs2812Strip(Ws2812Encoder.SPI_CLOCK_HZ, 3).idlesHigh();
        LedDriver driver = new LedDriver(strip, new Ws2812Encoder(), LINEAR, 3);
        driver.init();
        for (int[] colors : new int[][] {{0xFF0000, 0x00FF00, 0x0000FF}, {0x123456, 0xABCDEF, 0x010203}}) {
            driver.show(colors);
            assertArrayEquals(colors, strip.shown());
        }
    }

    @Test
    void theLongestWs2812FrameFitsOneSpidevMessage() {
        assertEquals(435, Ws2812Encoder.MAX_LEDS);
        assertTrue(new Ws2812Encoder().encode(new int[3 * Ws2812Encoder.MAX_LEDS]).length <= 4096);
        assertTrue(new Ws2812Encoder().encode(new int[3 * (Ws2812Encoder.MAX_LEDS + 1)]).length > 4096);
    }

    @Test
    void withoutTheLatchGapNothingChanges() throws BusException {
        FakeWs2812Strip strip = new FakeWs2812Strip(Ws2812Encoder.SPI_CLOCK_HZ, 1);
        byte[] stream = new Ws2812Encoder().encode(new int[] {ColorPipeline.MAX_LEVEL, 0, 0});
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
        LedDriver driver = new LedDriver(strip, new Ws2812Encoder(), LINEAR, 3);
        assertThrows(DeviceException.class, driver::init);
    }
}
