package org.tabula.display.screen;

import java.util.List;

import org.tabula.display.font.Font;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Rect;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Label;
import org.tabula.display.widget.LineRows;
import org.tabula.display.widget.TitleBar;

/**
 * Lines of words under a title, in the small font of the language (misaki's 8x8 for Japanese):
 * for what has no picture of its own, such as a layout to lay out or a card to enrol. The list
 * scrolls to keep the highlighted line, lit, in view; a line too long ends in an ellipsis. The
 * lines lie in {@link LineRows} rows: a blank row between two lines, the lit line's bar round
 * its whole cell.
 *
 * @param title    the title bar's words
 * @param lines    the body, one entry a line
 * @param selected the highlighted line, or -1
 */
public record TextScreen(Text title, List<Text> lines, int selected) implements Screen {
    public TextScreen {
        lines = List.copyOf(lines);
    }

    @Override
    public void draw(Canvas canvas, Language language) {
        Font font = language.fonts().small();
        int top = LineRows.below(TitleBar.draw(canvas, font, language.format(title), ""));
        int visible = linesShown(font);
        int first = Math.max(0, Math.min(selected - visible + 1, lines.size() - visible));
        for (int row = 0; row < visible && first + row < lines.size(); row++) {
            Rect line = LineRows.row(font, top, row, 0, Frame.WIDTH);
            Label.line(canvas, font, language.format(lines.get(first + row)), LineRows.cell(font, line, 2), Align.LEFT, true);
            if (first + row == selected) {
                canvas.invert(line);
            }
        }
        if (selected < 0 && lines.size() > visible) {
            // Nothing scrolls a notice: the lines below the screen are lost words.
            List<String> lost = lines.subList(visible, lines.size()).stream().map(language::format).toList();
            canvas.cut(String.join("\n", lost), "", new Rect(0, Frame.HEIGHT, Frame.WIDTH, 0));
        }
    }

    /** How many lines the screen shows under its title in the font (a summary's lines a page). */
    public static int linesShown(Font font) {
        return LineRows.fit(font, Frame.HEIGHT - LineRows.below(TitleBar.height(font)));
    }
}
