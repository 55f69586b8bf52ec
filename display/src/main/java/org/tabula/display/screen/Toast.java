package org.tabula.display.screen;

import org.tabula.display.font.Font;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Icon;
import org.tabula.display.frame.Rect;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Label;

/**
 * A short message in a framed box over the lower part of another screen, so the players still
 * see the game while they read why a play was refused ("Not your turn").
 *
 * @param under   the screen beneath
 * @param tone    a hint or an error
 * @param message a line of medium text, or two of small text
 */
public record Toast(Screen under, Tone tone, Text message) implements Screen {
    /** Low enough to leave a play screen's top two thirds (ring, hands) in view. */
    private static final int HEIGHT = 21;

    @Override
    public void draw(Canvas canvas, Language language) {
        under.draw(canvas, language);
        Rect box = new Rect(0, Frame.HEIGHT - HEIGHT, Frame.WIDTH, HEIGHT);
        canvas.fill(box, false);
        canvas.box(box);
        canvas.box(box.inset(1));
        Icon icon = tone.icon();
        canvas.icon(icon, box.x() + 4, box.y() + (HEIGHT - icon.height()) / 2, true);
        int textLeft = box.x() + 4 + icon.width() + 4;
        Rect area = new Rect(textLeft, box.y() + 2, box.right() - 3 - textLeft, HEIGHT - 4);
        String text = language.format(message);
        Font medium = language.fonts().medium();
        // One line in the medium font if it fits, else up to two in the small one.
        Font font = medium.width(text) <= area.width() ? medium : language.fonts().small();
        Label.paragraph(canvas, font, text, area, Align.LEFT, 1, true);
    }
}
