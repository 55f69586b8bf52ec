package org.tabula.display.frame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class FrameTest {
    @Test
    void pixelsAreInSsd1306PageOrder() {
        Frame frame = new Frame();
        frame.set(0, 0, true);
        frame.set(5, 3, true);
        frame.set(127, 63, true);
        frame.set(10, 8, true);
        byte[] bytes = frame.bytes();
        assertEquals(1024, bytes.length);
        assertEquals(0x01, bytes[0]);
        assertEquals(0x08, bytes[5]);
        assertEquals((byte) 0x80, bytes[7 * 128 + 127]);
        assertEquals(0x01, bytes[128 + 10]);
        assertEquals(4, frame.litPixels());
    }

    @Test
    void pixelsOutsideAreIgnoredByCoordinatesNotByIndex() {
        Frame frame = new Frame();
        // x = 128 on page 0 would be byte 128, which is (0, 8): it must not light.
        frame.set(128, 0, true);
        frame.set(-1, 0, true);
        frame.set(0, 64, true);
        frame.set(0, -1, true);
        frame.invert(130, 2);
        assertEquals(0, frame.litPixels());
        assertFalse(frame.get(0, 8));
        assertFalse(frame.get(128, 0));
    }

    @Test
    void bytesAreACopy() {
        Frame frame = new Frame();
        byte[] bytes = frame.bytes();
        bytes[0] = 1;
        assertFalse(frame.get(0, 0));
    }

    @Test
    void clearingAndInvertingTouchOnlyTheirPixel() {
        Frame frame = new Frame();
        frame.set(3, 9, true);
        frame.set(3, 10, true);
        frame.set(3, 9, false);
        frame.invert(3, 11);
        assertFalse(frame.get(3, 9));
        assertTrue(frame.get(3, 10));
        assertTrue(frame.get(3, 11));
        assertEquals(0b0000_1100, frame.bytes()[128 + 3]);
    }

    @Test
    void equalFramesHaveEqualPixels() {
        Frame a = new Frame();
        Frame b = new Frame();
        a.set(1, 1, true);
        assertFalse(a.equals(b));
        b.set(1, 1, true);
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
    }
}
