package org.tabula.firmware.cards.roman;

import java.io.IOException;

import org.tabula.display.palette.RomanColour;
import org.tabula.firmware.cards.print.PageCanvas;

/**
 * Each Roman colour's own shape, printed beside its colour so that a colour-blind player
 * tells the colours apart: red a circle, blue a square, green a triangle, yellow a star,
 * white a cross.
 */
final class ColourSymbol {
    private ColourSymbol() {
    }

    /** Adds the colour's shape, {@code size} mm across, centred on {@code (cx, cy)}, to the path. */
    static void path(PageCanvas canvas, RomanColour colour, double cx, double cy, double size) throws IOException {
        double r = size / 2;
        switch (colour) {
            case RED -> canvas.circle(cx, cy, r);
            case BLUE -> canvas.rect(cx - r * 0.86, cy - r * 0.86, r * 1.72, r * 1.72);
            case GREEN -> canvas.polygon(cx, cy + r, cx + r * 1.0, cy - r * 0.78, cx - r * 1.0, cy - r * 0.78);
            case YELLOW -> star(canvas, cx, cy, r);
            case WHITE -> canvas.polygon(cx - r * 0.3, cy + r, cx + r * 0.3, cy + r, cx + r * 0.3, cy + r * 0.3, cx + r, cy + r * 0.3,
                    cx + r, cy - r * 0.3, cx + r * 0.3, cy - r * 0.3, cx + r * 0.3, cy - r, cx - r * 0.3, cy - r, cx - r * 0.3, cy - r * 0.3,
                    cx - r, cy - r * 0.3, cx - r, cy + r * 0.3, cx - r * 0.3, cy + r * 0.3);
        }
    }

    private static void star(PageCanvas canvas, double cx, double cy, double r) throws IOException {
        double[] points = new double[20];
        for (int i = 0; i < 10; i++) {
            double radius = i % 2 == 0 ? r * 1.08 : r * 0.45;
            double angle = Math.PI / 2 + i * Math.PI / 5;
            points[2 * i] = cx + radius * Math.cos(angle);
            points[2 * i + 1] = cy - r * 0.1 + radius * Math.sin(angle);
        }
        canvas.polygon(points);
    }
}
