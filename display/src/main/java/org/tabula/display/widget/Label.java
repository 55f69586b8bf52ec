package org.tabula.display.widget;

import java.util.List;

import org.tabula.display.font.Font;
import org.tabula.display.font.TextLayout;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Rect;

/**
 * Writes one line, or a wrapped paragraph, inside a rectangle: fitted with an ellipsis, aligned,
 * clipped; what had to be shortened is told to the canvas ({@link Canvas#cut}).
 */
public final class Label {
    private Label() {
    }

    /** One line at the top of {@code area}; too long, it ends in an ellipsis. Returns the width drawn. */
    public static int line(Canvas canvas, Font font, String text, Rect area, Align align, boolean lit) {
        int width = font.width(text);
        if (width <= area.width()) {
            return write(canvas, font, text, width, area, align, lit);
        }
        String fitted = TextLayout.shorten(font, text, area.width());
        canvas.cut(text, fitted, area);
        return write(canvas, font, fitted, font.width(fitted), area, align, lit);
    }

    private static int write(Canvas canvas, Font font, String text, int width, Rect area, Align align, boolean lit) {
        canvas.clipped(area).text(font, align.start(area.x(), area.width(), width), area.y(), text, lit);
        return width;
    }

    /**
     * One line in the first of {@code fonts} (largest first) that it fits in whole, else in the
     * last with an ellipsis. Returns the width drawn.
     */
    public static int line(Canvas canvas, List<Font> fonts, String text, Rect area, Align align) {
        int ascent = fonts.get(0).ascent();
        for (Font font : fonts) {
            int width = font.width(text);
            if (width <= area.width()) {
                return write(canvas, font, text, width, new Rect(area.x(), area.y() + ascent - font.ascent(), area.width(), font.lineHeight()), align,
                        true);
            }
        }
        Font last = fonts.get(fonts.size() - 1);
        return line(canvas, last, text, new Rect(area.x(), area.y() + ascent - last.ascent(), area.width(), last.lineHeight()), align, true);
    }

    /**
     * A paragraph wrapped to the width of {@code area} with {@code gap} rows between lines, as
     * many lines as fit; vertically centred when {@code centred}. Returns the lines drawn.
     */
    public static List<String> paragraph(Canvas canvas, Font font, String text, Rect area, Align align, int gap, boolean centred) {
        return paragraph(canvas, font, text, area, align, gap, centred, true);
    }

    /** As {@link #paragraph(Canvas, Font, String, Rect, Align, int, boolean)}, in dark dots on a lit ground unless {@code lit}. */
    public static List<String> paragraph(Canvas canvas, Font font, String text, Rect area, Align align, int gap, boolean centred,
            boolean lit) {
        int pitch = font.lineHeight() + gap;
        int maxLines = Math.max(1, (area.height() + gap) / pitch);
        TextLayout.Wrapped wrapped = TextLayout.wrapped(font, text, area.width(), maxLines);
        List<String> lines = wrapped.lines();
        if (wrapped.cut()) {
            canvas.cut(text, String.join("\n", lines), area);
        }
        int used = lines.size() * pitch - gap;
        int y = centred ? area.y() + (area.height() - used) / 2 : area.y();
        Canvas clipped = canvas.clipped(area);
        for (String line : lines) {
            clipped.text(font, align.start(area.x(), area.width(), font.width(line)), y, line, lit);
            y += pitch;
        }
        return lines;
    }
}
