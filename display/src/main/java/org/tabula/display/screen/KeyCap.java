package org.tabula.display.screen;

import org.tabula.display.font.Font;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Icon;
import org.tabula.display.frame.Rect;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Icons;
import org.tabula.display.widget.Label;

/**
 * How a button's cap is drawn on a pick screen: an arrow, or the word printed on the button.
 * The display draws caps; which button is which is the hardware's business, so the buttons
 * themselves are one type elsewhere, and each maps to its cap in one place.
 */
public sealed interface KeyCap {
    /** The cap of the button that moves left. */
    KeyCap LEFT_ARROW = new Arrow(Icons.LEFT);
    /** The cap of the button that moves right. */
    KeyCap RIGHT_ARROW = new Arrow(Icons.RIGHT);

    /** Draws the cap, unlit, centred in {@code cap}, which is already lit. */
    void draw(Canvas canvas, Font font, Rect cap);

    /** A cap drawn as a picture. */
    record Arrow(Icon icon) implements KeyCap {
        @Override
        public void draw(Canvas canvas, Font font, Rect cap) {
            canvas.icon(icon, cap.x() + (cap.width() - icon.width()) / 2, cap.y() + (cap.height() - icon.height()) / 2, false);
        }
    }

    /**
     * A cap drawn as the word on the button ("OK", "BACK"); the box's buttons are printed
     * once, so the word is the same in every language.
     */
    record Word(String printed) implements KeyCap {
        public Word {
            if (printed.isBlank()) {
                throw new IllegalArgumentException("a key cap's word must not be blank");
            }
        }

        @Override
        public void draw(Canvas canvas, Font font, Rect cap) {
            Label.line(canvas, font, printed, new Rect(cap.x() + 1, cap.y() + (cap.height() - font.lineHeight()) / 2, cap.width() - 2,
                    font.lineHeight()), Align.CENTER, false);
        }
    }
}
