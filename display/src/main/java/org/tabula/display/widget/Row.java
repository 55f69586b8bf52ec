package org.tabula.display.widget;

import java.util.List;

import org.tabula.display.font.Font;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Rect;

/**
 * A row of short items (the cards a seat has left): spaced a full space apart when there is
 * room, closer when not, and cut with an ellipsis only when even two pixels apart is too wide.
 */
public final class Row {
    private static final int MIN_GAP = 2;

    private Row() {
    }

    /** Draws the items on one line at the top of {@code area}; returns the width used. */
    public static int draw(Canvas canvas, Font font, List<String> items, Rect area, Align align) {
        int textWidth = items.stream().mapToInt(font::width).sum();
        int gaps = Math.max(0, items.size() - 1);
        int gap = font.width(" ");
        while (gap > MIN_GAP && textWidth + gaps * gap > area.width()) {
            gap--;
        }
        if (textWidth + gaps * gap > area.width()) {
            return Label.line(canvas, font, String.join(" ", items), area, align, true);
        }
        int width = textWidth + gaps * gap;
        int x = align.start(area.x(), area.width(), width);
        Canvas clipped = canvas.clipped(area);
        for (String item : items) {
            x = clipped.text(font, x, area.y(), item, true) + gap;
        }
        return width;
    }
}
