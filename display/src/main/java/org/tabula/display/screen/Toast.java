package org.tabula.display.screen;

import org.tabula.display.font.Font;
import org.tabula.display.font.TextLayout;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Icon;
import org.tabula.display.frame.Rect;
import org.tabula.display.frame.RowEdges;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Label;
import org.tabula.display.widget.LineRows;

/**
 * A short message over the top of another screen, so the players still see the whole game (the
 * seats' rows above all) while they read what a move did ("East pushes 4") or why a play was
 * refused ("Not your turn"). It covers the screen's {@link Screen#noticeArea notice area} (Senator:
 * the panel beside the board), or the whole width when the message needs more lines than that
 * leaves room for, or has a word too wide for it. A message longer than the line wraps onto the lines below, never further than
 * it needs, and then on over the rows of the screen beneath that it would cut: it ends on a
 * {@link RowEdges row edge}, so nothing half-drawn shows under it (a table's header, a seat's row).
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
        String text = language.format(message);
        Rect bar = bar(canvas, font, text);
        Screen clear = under.clearOf(bar.bottom() + 1);
        if (clear != under) {
            // What the screen beneath is about (a list's cursor line) is drawn again, clear of the bar: its rows lie as before.
            canvas.fill(canvas.clip(), false);
            clear.draw(canvas, language);
        }
        Icon icon = tone.mark();
        int textLeft = bar.x() + 2 + icon.width() + 3;
        canvas.fill(bar, true);
        canvas.icon(icon, bar.x() + 2, LineRows.MARGIN + (font.lineHeight() - icon.height()) / 2, false);
        Label.paragraph(canvas, font, text, new Rect(textLeft, LineRows.MARGIN, textWidth(bar, icon), bar.height() - 2 * LineRows.MARGIN), Align.LEFT,
                LineRows.GAP, false, false);
        if (bar.bottom() < Frame.HEIGHT) {
            // A dark row under the bar, so a lit picture below it does not run into the message.
            canvas.fill(new Rect(bar.x(), bar.bottom(), bar.width(), 1), false);
        }
    }

    /** The lit bar the message is written on, over the screen beneath as drawn on {@code canvas} (a dark row follows it). */
    public Rect bar(Language language) {
        Frame beneath = under.render(language);
        return bar(new Canvas(beneath), language.fonts().small(), language.format(message));
    }

    private Rect bar(Canvas beneath, Font font, String text) {
        Rect area = under.noticeArea();
        TextLayout.Wrapped lines = TextLayout.wrapped(font, text, textWidth(area, tone.mark()), Integer.MAX_VALUE);
        if (lines.cut() || height(font, lines) > area.height() - font.lineHeight()) {
            area = Rect.FRAME;
            lines = TextLayout.wrapped(font, text, textWidth(area, tone.mark()), Integer.MAX_VALUE);
        }
        int height = Math.min(Frame.HEIGHT, height(font, lines));
        return new Rect(area.x(), 0, area.width(), Math.min(Frame.HEIGHT, RowEdges.nextEdge(beneath, area, height)));
    }

    /** The bar's height for the message's lines: a paragraph's, with a lit row above and below. */
    private static int height(Font font, TextLayout.Wrapped lines) {
        return LineRows.height(font, lines.lines().size()) + 2 * LineRows.MARGIN;
    }

    private static int textWidth(Rect area, Icon icon) {
        return area.width() - 2 - (2 + icon.width() + 3);
    }
}
