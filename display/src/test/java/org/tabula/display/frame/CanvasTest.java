package org.tabula.display.frame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.tabula.display.font.Font;
import org.tabula.display.font.Fonts;

class CanvasTest {
    @Test
    void aClippedCanvasDrawsOnlyInsideItsRectangle() {
        Frame frame = new Frame();
        Canvas clipped = new Canvas(frame).clipped(new Rect(10, 10, 5, 5));
        clipped.fill(Rect.FRAME, true);
        assertEquals(25, frame.litPixels());
        assertTrue(frame.get(10, 10));
        assertTrue(frame.get(14, 14));
        assertFalse(frame.get(15, 14));
        assertFalse(frame.get(9, 10));
    }

    @Test
    void textPastTheClipIsToldAsCutAndTextInsideItIsNot() {
        List<String> cut = new ArrayList<>();
        Canvas canvas = new Canvas(new Frame(), (text, shown, area) -> cut.add(text)).clipped(new Rect(0, 0, 30, 10));
        Font font = Fonts.latin().small();
        canvas.text(font, 0, 0, "Sumo", true);
        assertEquals(List.of(), cut);
        canvas.text(font, 0, 0, "Wheel of History", true);
        canvas.text(font, 0, 5, "Sumo", true);
        assertEquals(List.of("Wheel of History", "Sumo"), cut, "past the right side, then past the bottom");
    }

    @Test
    void clipsNest() {
        Canvas canvas = new Canvas(new Frame()).clipped(new Rect(0, 0, 20, 20)).clipped(new Rect(10, 10, 20, 20));
        assertEquals(new Rect(10, 10, 10, 10), canvas.clip());
    }

    @Test
    void linesIncludeBothEnds() {
        Frame frame = new Frame();
        new Canvas(frame).line(0, 0, 7, 3, true);
        assertTrue(frame.get(0, 0));
        assertTrue(frame.get(7, 3));
        assertEquals(8, frame.litPixels());
        Frame steep = new Frame();
        new Canvas(steep).line(5, 10, 2, 0, true);
        assertTrue(steep.get(5, 10));
        assertTrue(steep.get(2, 0));
        assertEquals(11, steep.litPixels());
    }

    @Test
    void aBoxIsItsOutlineInsideItsBounds() {
        Frame frame = new Frame();
        new Canvas(frame).box(new Rect(2, 2, 4, 3));
        assertEquals(10, frame.litPixels());
        assertTrue(frame.get(5, 4));
        assertFalse(frame.get(6, 4));
        assertFalse(frame.get(3, 3));
    }

    @Test
    void invertFlipsInsideTheClipOnly() {
        Frame frame = new Frame();
        Canvas canvas = new Canvas(frame);
        canvas.pixel(1, 1, true);
        canvas.clipped(new Rect(0, 0, 2, 2)).invert(new Rect(0, 0, 10, 10));
        assertEquals(3, frame.litPixels());
        assertFalse(frame.get(1, 1));
    }

    @Test
    void iconsDrawTheirSetPixelsOnly() {
        Frame frame = new Frame();
        frame.set(1, 0, true);
        new Canvas(frame).icon(Icon.of("#.", ".#"), 0, 0, true);
        assertTrue(frame.get(0, 0));
        assertTrue(frame.get(1, 0));
        assertTrue(frame.get(1, 1));
        assertEquals(List.of("#.", ".#"), Icon.of("#.", ".#").rows());
    }

    @Test
    void iconsRejectRaggedRows() {
        assertThrows(IllegalArgumentException.class, () -> Icon.of("##", "#"));
        assertThrows(IllegalArgumentException.class, () -> Icon.of("#x"));
    }
}
