package org.tabula.display.screen;

import java.util.List;

import org.tabula.display.font.Font;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Rect;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Icons;
import org.tabula.display.widget.Label;
import org.tabula.display.widget.LineRows;
import org.tabula.display.widget.TitleBar;

/**
 * A menu: title bar with the cursor's place ("3/9"), then as many lines as fit, the selected one
 * lit and marked; a line too long for the medium font is written in the small one. The list
 * lies in {@link LineRows} rows (the lit line's bar round its whole cell). The list
 * scrolls to keep the cursor in view, with a scroll bar when it does not all fit; under a notice
 * that covers its top rows ({@code coveredTo}: the first row the notice leaves in view, 0 for
 * none) it scrolls the cursor's line below the notice, a short list moving down as far as it must.
 */
public record MenuScreen(Menu menu, int coveredTo) implements Screen {
    private static final int SCROLL_BAR = 3;

    public MenuScreen(Menu menu) {
        this(menu, 0);
    }

    @Override
    public Screen clearOf(int y) {
        return menu.cursor() < 0 || y == coveredTo ? this : new MenuScreen(menu, y);
    }

    @Override
    public void draw(Canvas canvas, Language language) {
        Font small = language.fonts().small();
        Font font = language.fonts().medium();
        String position = language.format("menu.position", menu.cursor() < 0 ? "-" : menu.cursor() + 1, menu.lines().size());
        int top = LineRows.below(TitleBar.draw(canvas, small, language.format(menu.title()), position));
        int pitch = LineRows.rowHeight(font);
        int visible = LineRows.fit(font, Frame.HEIGHT - top);
        int count = menu.lines().size();
        int first = firstShown(top, pitch, visible, count);
        boolean scrolls = count > visible;
        int right = Frame.WIDTH - (scrolls ? SCROLL_BAR + 1 : 0);
        for (int row = Math.max(0, -first); row < visible && first + row < count; row++) {
            int index = first + row;
            Rect line = LineRows.row(font, top, row, 0, right);
            drawLine(canvas, language, font, menu.lines().get(index), line, index == menu.cursor());
        }
        if (scrolls) {
            drawScrollBar(canvas, new Rect(Frame.WIDTH - SCROLL_BAR, top, SCROLL_BAR, Frame.HEIGHT - top), Math.max(0, first), visible, count);
        }
    }

    /**
     * The line on the first row: the cursor's line in the middle where the list allows; below
     * the notice's rows when one covers them (negative: the list starts that many rows down).
     */
    private int firstShown(int top, int pitch, int visible, int count) {
        int first = Math.max(0, Math.min(menu.cursor() - visible / 2, count - visible));
        int covered = coveredTo <= top ? 0 : (coveredTo - top + pitch - 1) / pitch;
        if (menu.cursor() < 0 || covered >= visible || menu.cursor() - first >= covered) {
            return first;
        }
        return menu.cursor() - covered;
    }

    private static void drawLine(Canvas canvas, Language language, Font font, Text text, Rect line, boolean selected) {
        Rect cell = LineRows.cell(font, line, 0);
        int labelLeft = cell.x() + 2 + Icons.CURSOR.width() + 2;
        if (selected) {
            canvas.icon(Icons.CURSOR, cell.x() + 2, cell.y() + font.ascent() - Icons.CURSOR.height(), true);
        }
        // A line too long for the medium font takes the small one before it is cut.
        Label.line(canvas, List.of(font, language.fonts().small()), language.format(text),
                new Rect(labelLeft, cell.y(), cell.right() - 2 - labelLeft - 1, font.lineHeight()), Align.LEFT);
        if (selected) {
            canvas.invert(line);
        }
    }

    private static void drawScrollBar(Canvas canvas, Rect track, int first, int visible, int count) {
        canvas.vline(track.x() + 1, track.y(), track.bottom() - 1, true);
        int thumbHeight = Math.max(3, track.height() * visible / count);
        int thumbTop = track.y() + (track.height() - thumbHeight) * first / Math.max(1, count - visible);
        canvas.fill(new Rect(track.x(), thumbTop, track.width(), thumbHeight), true);
    }
}
