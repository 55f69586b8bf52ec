package org.tabula.firmware.cards.roman;

import static org.tabula.firmware.cards.print.CardSheet.BLEED;
import static org.tabula.firmware.cards.print.CardSheet.CARD_HEIGHT;
import static org.tabula.firmware.cards.print.CardSheet.CARD_WIDTH;

import java.io.IOException;
import java.util.Locale;

import org.tabula.display.led.Colours;
import org.tabula.display.palette.RomanColour;
import org.tabula.display.text.Language;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.print.CardSheet.Slot;
import org.tabula.firmware.cards.print.PageCanvas;
import org.tabula.firmware.cards.print.PrintFonts;
import org.tabula.firmware.cards.print.Typeset;

/**
 * A Roman card's two sides. Every card has the same dark frame, 3 mm wide inside its trim line
 * and running on into the bleed, so a cut that strays between two butted cards only narrows a
 * frame. The front is the colour's ink with its value large in two corners and the centre, the
 * colour's symbol under each corner value and large behind the centre, and the colour's name at
 * both ends; a banner is striped and shows a standard in place of a number. The back is the same
 * for every card but for the card's id inside the 25 mm circle where the NFC sticker goes, so the
 * sticker hides the one thing that would tell the card from behind.
 */
final class RomanCardArt {
    static final double STICKER_DIAMETER = 25;
    private static final double FRAME = 3;
    private static final double CORNER_RADIUS = 3;
    private static final int FRAME_COLOUR = 0x25272C;
    private static final int BACK_COLOUR = 0x2E3B55;
    private static final int BACK_LINES = 0x8C9AB8;
    private static final int DARK_TEXT = 0x1A1A1A;
    private static final int LIGHT_TEXT = 0xFFFFFF;
    private static final int STICKER_OUTLINE = 0x505050;
    /** The corner index column's centre, from the face's edge. */
    private static final double CORNER_COLUMN = 7.5;

    private final PrintFonts fonts;
    private final Language language;

    RomanCardArt(PrintFonts fonts, Language language) {
        this.fonts = fonts;
        this.language = language;
    }

    /** The frame colour over the card and its bleed, drawn under every card before any face. */
    void bleed(PageCanvas canvas, Slot slot) throws IOException {
        canvas.fillColour(FRAME_COLOUR);
        canvas.rect(slot.x() - BLEED, slot.y() - BLEED, CARD_WIDTH + 2 * BLEED, CARD_HEIGHT + 2 * BLEED);
        canvas.fill();
    }

    /** The inside of a card's frame: its bottom left corner, in millimetres from the page's. */
    private record Face(double left, double bottom) {
        static final double WIDTH = CARD_WIDTH - 2 * FRAME;
        static final double HEIGHT = CARD_HEIGHT - 2 * FRAME;

        static Face of(Slot slot) {
            return new Face(slot.x() + FRAME, slot.y() + FRAME);
        }

        double top() {
            return bottom + HEIGHT;
        }

        /** Adds the face's outline, its corners rounded, to the path. */
        void outline(PageCanvas canvas) throws IOException {
            canvas.roundedRect(left, bottom, WIDTH, HEIGHT, CORNER_RADIUS);
        }

        void fill(PageCanvas canvas, int rgb) throws IOException {
            canvas.fillColour(rgb);
            outline(canvas);
            canvas.fill();
        }
    }

    void front(PageCanvas canvas, Slot slot, RomanCard card) throws IOException {
        RomanColour colour = card.colour();
        int ink = colour.ink();
        int onInk = textOn(ink);
        Face face = Face.of(slot);
        double cx = slot.centreX();
        double cy = slot.centreY();
        canvas.isolated(() -> {
            face.fill(canvas, ink);
            if (card.isBanner()) {
                bannerCentre(canvas, colour, cx, cy, face, onInk);
            } else {
                canvas.fillColour(Colours.mix(ink, onInk, 40));
                ColourSymbol.path(canvas, colour, cx, cy, 42);
                canvas.fill();
                double size = 84;
                canvas.fillColour(onInk);
                value(canvas, card.value(), size, cx, cy - PageCanvas.capHeight(fonts.bold(), size) / 2);
            }
            ends(canvas, card, colour, face, onInk, ink);
            canvas.halfTurned(cx, cy, () -> ends(canvas, card, colour, face, onInk, ink));
        });
    }

    void back(PageCanvas canvas, Slot slot, Card card) throws IOException {
        Face face = Face.of(slot);
        double cx = slot.centreX();
        double cy = slot.centreY();
        face.fill(canvas, BACK_COLOUR);
        canvas.strokeColour(BACK_LINES, 0.3);
        canvas.roundedRect(face.left() + 2, face.bottom() + 2, Face.WIDTH - 4, Face.HEIGHT - 4, CORNER_RADIUS - 1);
        canvas.stroke();
        Typeset name = new Typeset("TABULA", fonts.bold(), 11, BACK_LINES);
        name.draw(canvas, cx, face.top() - 10);
        canvas.halfTurned(cx, cy, () -> name.draw(canvas, cx, face.top() - 10));
        double radius = STICKER_DIAMETER / 2;
        canvas.fillColour(LIGHT_TEXT);
        canvas.circle(cx, cy, radius);
        canvas.fill();
        canvas.isolated(() -> {
            canvas.strokeColour(STICKER_OUTLINE, 0.3);
            canvas.dashes(1.2, 0.8);
            canvas.circle(cx, cy, radius - 0.6);
            canvas.stroke();
        });
        new Typeset(language.format(RomanDeck.WORDS.text("sticker")), fonts.words(), 6.5, STICKER_OUTLINE).draw(canvas, cx, cy + 5);
        new Typeset(card.id(), fonts.bold(), 12, DARK_TEXT).draw(canvas, cx, cy - 2.2);
        new Typeset("NTAG213 \u2300 25 mm", fonts.regular(), 5, STICKER_OUTLINE).draw(canvas, cx, cy - 7.5);
    }

    /** One end of the front: the corner index (value or standard, over the symbol) and the colour's name. */
    private void ends(PageCanvas canvas, RomanCard card, RomanColour colour, Face face, int onInk, int ink) throws IOException {
        double column = face.left() + CORNER_COLUMN;
        double top = face.top();
        canvas.fillColour(onInk);
        if (card.isBanner()) {
            Standard.draw(canvas, colour, column, top - 6.5, 9, onInk, ink);
        } else {
            double size = 22;
            value(canvas, card.value(), size, column, top - 2.5 - PageCanvas.capHeight(fonts.bold(), size));
        }
        canvas.fillColour(onInk);
        ColourSymbol.path(canvas, colour, column, top - 15.5, 5);
        canvas.fill();
        String colourName = language.format(colour.title()).toUpperCase(Locale.ROOT);
        new Typeset(colourName, fonts.words(), 9, onInk).draw(canvas, face.left() + Face.WIDTH / 2, top - 6);
    }

    /** A card's value centred on {@code x}; a 6 or a 9 underlined, so that neither reads as the other upside down. */
    private void value(PageCanvas canvas, int value, double sizePt, double x, double baseline) throws IOException {
        String digits = Integer.toString(value);
        canvas.text(digits, fonts.bold(), sizePt, x, baseline, PageCanvas.Align.CENTRE);
        if (value == 6 || value == 9) {
            double width = PageCanvas.width(digits, fonts.bold(), sizePt);
            double thickness = PageCanvas.capHeight(fonts.bold(), sizePt) * 0.09;
            canvas.rect(x - width * 0.4, baseline - thickness * 2.2, width * 0.8, thickness);
            canvas.fill();
        }
    }

    /** A banner's middle: stripes across the face and the standard on a disc of the colour, named. */
    private void bannerCentre(PageCanvas canvas, RomanColour colour, double cx, double cy, Face face, int onInk) throws IOException {
        int ink = colour.ink();
        canvas.isolated(() -> {
            face.outline(canvas);
            canvas.clipToPath();
            canvas.fillColour(Colours.mix(ink, onInk, 50));
            double left = face.left();
            double bottom = face.bottom();
            double height = Face.HEIGHT;
            for (double x = -height; x < Face.WIDTH; x += 7) {
                canvas.polygon(left + x, bottom, left + x + 3.5, bottom, left + x + 3.5 + height, bottom + height, left + x + height,
                        bottom + height);
            }
            canvas.fill();
        });
        canvas.fillColour(ink);
        canvas.strokeColour(onInk, 0.6);
        canvas.circle(cx, cy, 22);
        canvas.fill();
        canvas.circle(cx, cy, 22);
        canvas.stroke();
        Standard.draw(canvas, colour, cx, cy + 4, 28, onInk, ink);
        String word = language.format(RomanDeck.WORDS.text("bannerTitle")).toUpperCase(Locale.ROOT);
        new Typeset(word, fonts.words(), 10, onInk).draw(canvas, cx, cy - 15);
    }

    /** White text on the darker inks, dark text on yellow and white. */
    static int textOn(int ink) {
        int luma = (299 * (ink >> 16 & 0xFF) + 587 * (ink >> 8 & 0xFF) + 114 * (ink & 0xFF)) / 1000;
        return luma > 150 ? DARK_TEXT : LIGHT_TEXT;
    }
}
