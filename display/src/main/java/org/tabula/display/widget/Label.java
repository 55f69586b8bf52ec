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
        String fitted = TextLayout.fit(font, text, area.width());
        if (!fitted.equals(text)) {
            canvas.cut(text, fitted, area);
        }
        int width = font.width(fitted);
        canvas.clipped(area).text(font, align.start(area.x(), area.width(), width), area.y(), fitted, lit);
        return width;
    }

    /**
     * One line in the first of {@code fonts} (largest first) that it fits in whole, else in the
     * last with an ellipsis. Returns the width drawn.
     */
    public static int line(Canvas canvas, List<Font> fonts, String text, Rect area, Align align) {
        Font chosen = fonts.stream().filter(font -> font.width(text) <= area.width()).findFirst().orElse(fonts.get(fonts.size() - 1));
        int top = area.y() + (fonts.get(0).ascent() - chosen.ascent());
        return line(canvas, chosen, text, new Rect(area.x(), top, area.width(), chosen.lineHeight()), align, true);
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
