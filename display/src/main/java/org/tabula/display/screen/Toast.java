package org.tabula.display.screen;

import org.tabula.display.font.Font;
import org.tabula.display.font.TextLayout;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Icon;
import org.tabula.display.frame.Rect;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Label;

/**
 * A short message over the title line of another screen, so the players still see the whole game
 * (the seats' rows above all) while they read what a move did ("East pushes 4") or why a play
 * was refused ("Not your turn"). A message longer than the line wraps onto the lines below the
 * title, never further than it needs.
 *
 * @param under   the screen beneath
 * @param tone    a hint or an error
 * @param message one line of small text, or as few more as it needs
 */
public record Toast(Screen under, Tone tone, Text message) implements Screen {
    @Override
    public void draw(Canvas canvas, Language language) {
        under.draw(canvas, language);
        Font font = language.fonts().small();
        Icon icon = tone.mark();
        int textLeft = 2 + icon.width() + 3;
        int width = Frame.WIDTH - 2 - textLeft;
        String text = language.format(message);
        int lines = TextLayout.wrap(font, text, width, Integer.MAX_VALUE).size();
        int height = Math.min(Frame.HEIGHT, lines * font.lineHeight() + 2);
        Rect bar = new Rect(0, 0, Frame.WIDTH, height);
        canvas.fill(bar, true);
        canvas.icon(icon, 2, 1 + (font.lineHeight() - icon.height()) / 2, false);
        Label.paragraph(canvas, font, text, new Rect(textLeft, 1, width, height - 2), Align.LEFT, 0, false, false);
        if (height < Frame.HEIGHT) {
            // A dark row under the bar, so a lit picture below it does not run into the message.
            canvas.fill(new Rect(0, height, Frame.WIDTH, 1), false);
        }
    }
}
