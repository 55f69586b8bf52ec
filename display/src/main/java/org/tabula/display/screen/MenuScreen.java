package org.tabula.display.screen;

import org.tabula.display.font.Font;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Rect;
import org.tabula.display.text.Language;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Icons;
import org.tabula.display.widget.Label;
import org.tabula.display.widget.TitleBar;

/**
 * A menu: title bar with the cursor's place ("3/9"), then as many lines as fit, the selected one
 * lit with arrows round a value LEFT and RIGHT change. The list scrolls to keep the cursor in
 * view, with a scroll bar when it does not all fit.
 */
public record MenuScreen(Menu menu) implements Screen {
    /** Dark rows between the title bar and the first line, so a lit line never merges with the bar. */
    private static final int BAR_GAP = 2;
    private static final int SCROLL_BAR = 3;

    @Override
    public void draw(Canvas canvas, Language language) {
        Font small = language.fonts().small();
        Font font = language.fonts().medium();
        String position = language.format("menu.position", menu.cursor() + 1, menu.items().size());
        int top = TitleBar.draw(canvas, small, language.format(menu.title()), position) + BAR_GAP;
        int pitch = font.lineHeight();
        int visible = Math.max(1, (Frame.HEIGHT - top) / pitch);
        int count = menu.items().size();
        int first = Math.max(0, Math.min(menu.cursor() - visible / 2, count - visible));
        boolean scrolls = count > visible;
        int right = Frame.WIDTH - (scrolls ? SCROLL_BAR + 1 : 0);
        for (int row = 0; row < visible && first + row < count; row++) {
            int index = first + row;
            Rect line = new Rect(0, top + row * pitch, right, pitch);
            drawItem(canvas, language, font, menu.items().get(index), line, index == menu.cursor());
        }
        if (scrolls) {
            drawScrollBar(canvas, new Rect(Frame.WIDTH - SCROLL_BAR, top, SCROLL_BAR, Frame.HEIGHT - top), first, visible, count);
        }
    }

    private static void drawItem(Canvas canvas, Language language, Font font, Menu.Item item, Rect line, boolean selected) {
        int textTop = line.y();
        int iconTop = textTop + font.ascent() - Icons.CURSOR.height();
        int labelLeft = line.x() + 2 + Icons.CURSOR.width() + 2;
        int labelRight = line.right() - 2;
        if (item.value() != null) {
            String value = language.format(item.value());
            int arrows = selected ? Icons.LEFT.width() + Icons.RIGHT.width() + 4 : 0;
            int width = Math.min(font.width(value), line.width() / 2 - arrows);
            int valueRight = line.right() - 2 - (selected ? Icons.RIGHT.width() + 2 : 0);
            int valueLeft = valueRight - width;
            Label.line(canvas, font, value, new Rect(valueLeft, textTop, width, font.lineHeight()), Align.RIGHT, true);
            int arrowTop = textTop + font.ascent() - Icons.LEFT.height() - 1;
            if (selected) {
                canvas.icon(Icons.LEFT, valueLeft - 2 - Icons.LEFT.width(), arrowTop, true);
                canvas.icon(Icons.RIGHT, valueRight + 2, arrowTop, true);
            }
            labelRight = valueLeft - arrows / 2 - 3;
            if (item.bot()) {
                labelRight -= Icons.BOT.width() + 2;
                canvas.icon(Icons.BOT, labelRight + 1, textTop + font.ascent() - Icons.BOT.height() - 1, true);
            }
        }
        if (selected) {
            canvas.icon(Icons.CURSOR, line.x() + 2, iconTop, true);
        }
        Label.line(canvas, font, language.format(item.label()), new Rect(labelLeft, textTop, labelRight - labelLeft - 1, font.lineHeight()),
                Align.LEFT, true);
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
