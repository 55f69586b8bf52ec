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
import org.tabula.display.widget.LineRows;
import org.tabula.display.widget.TitleBar;

/**
 * A whole-screen message in plain words: what to do next ("Tap red 7 to enrol it") or why a play
 * was refused ("7 is not lower than 5"), with an icon for its tone and a title.
 *
 * @param tone    a hint or an error
 * @param title   a few words for the title bar ("Not allowed")
 * @param message the sentence, wrapped over as many lines as it needs (up to four)
 */
public record PromptScreen(Tone tone, Text title, Text message) implements Screen {
    @Override
    public void draw(Canvas canvas, Language language) {
        Font small = language.fonts().small();
        int top = TitleBar.draw(canvas, small, language.format(title), "");
        Icon icon = tone.icon();
        int bodyHeight = Frame.HEIGHT - top;
        canvas.icon(icon, 3, top + (bodyHeight - icon.height()) / 2, true);
        int textLeft = 3 + icon.width() + 5;
        Label.paragraph(canvas, language.fonts().medium(), language.format(message),
                new Rect(textLeft, top + 2, Frame.WIDTH - textLeft - 2, bodyHeight - 3), Align.LEFT, LineRows.GAP, true);
    }
}
