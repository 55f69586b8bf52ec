package org.tabula.display.screen;

import org.tabula.display.font.Font;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Rect;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Label;
import org.tabula.display.widget.LineRows;

/**
 * A table deal waiting for the table (docs/table-deal.md): what to lay or turn up and tap, in
 * the medium font, and under it a note in the small font (how to tap, or what the box leaves to
 * the players).
 *
 * @param title       the game's short name, for the title bar
 * @param status      the title bar's right-hand side ("17/25")
 * @param instruction what the table is to do, wrapped over as many lines as it needs
 * @param note        a note at the foot, wrapped over up to two lines; null for none
 */
public record TableRevealScreen(Text title, Text status, Text instruction, Text note) implements Screen {
    @Override
    public void draw(Canvas canvas, Language language) {
        int top = PlayTitle.draw(canvas, language, title, status) + 2;
        Font small = language.fonts().small();
        int foot = Frame.HEIGHT;
        if (note != null) {
            int noteHeight = LineRows.height(small, 2);
            foot -= noteHeight;
            canvas.hline(0, Frame.WIDTH - 1, foot - 2, true);
            Label.paragraph(canvas, small, language.format(note), new Rect(2, foot, Frame.WIDTH - 4, noteHeight), Align.LEFT, LineRows.GAP, true);
            foot -= 3;
        }
        Label.paragraph(canvas, language.fonts().medium(), language.format(instruction), new Rect(2, top, Frame.WIDTH - 4, foot - top),
                Align.LEFT, LineRows.GAP, true);
    }
}
