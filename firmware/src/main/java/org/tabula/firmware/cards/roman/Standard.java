package org.tabula.firmware.cards.roman;

import java.io.IOException;

import org.tabula.display.palette.RomanColour;
import org.tabula.firmware.cards.print.PageCanvas;

/** A Roman standard (vexillum): a pole with a crossbar, and a cloth hanging from it that bears the colour's symbol. */
final class Standard {
    private Standard() {
    }

    /** The standard {@code height} mm tall centred on {@code (cx, cy)}, in {@code colour}; the symbol on its cloth in {@code cloth}. */
    static void draw(PageCanvas canvas, RomanColour symbol, double cx, double cy, double height, int colour, int cloth) throws IOException {
        double h = height;
        double top = cy + h / 2;
        canvas.fillColour(colour);
        // each part filled on its own: overlapping parts of one path wound the other way would leave holes
        canvas.rect(cx - 0.035 * h, cy - h / 2, 0.07 * h, h * 0.92);
        canvas.fill();
        canvas.circle(cx, top - 0.05 * h, 0.06 * h);
        canvas.fill();
        canvas.rect(cx - 0.36 * h, top - 0.2 * h, 0.72 * h, 0.055 * h);
        canvas.fill();
        canvas.polygon(cx - 0.3 * h, top - 0.2 * h, cx + 0.3 * h, top - 0.2 * h, cx + 0.3 * h, top - 0.68 * h, cx, top - 0.56 * h,
                cx - 0.3 * h, top - 0.68 * h);
        canvas.fill();
        canvas.fillColour(cloth);
        ColourSymbol.path(canvas, symbol, cx, top - 0.41 * h, 0.24 * h);
        canvas.fill();
    }
}
