package org.tabula.firmware.cards.print;

import java.io.IOException;

import org.apache.pdfbox.pdmodel.font.PDFont;

/** A line of text in a font, size and colour, to be drawn centred on a point of its baseline. */
public record Typeset(String text, PDFont font, double sizePt, int colour) {
    public void draw(PageCanvas canvas, double centreX, double baseline) throws IOException {
        canvas.fillColour(colour);
        canvas.text(text, font, sizePt, centreX, baseline, PageCanvas.Align.CENTRE);
    }
}
