package org.tabula.display.widget;

import org.tabula.display.font.Font;
import org.tabula.display.font.TextLayout;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Rect;

/**
 * The lit bar across the top of most screens: what the screen is on the left, where things stand
 * (round, game of a series) on the right, dark letters on a lit ground.
 */
public final class TitleBar {
    private TitleBar() {
    }

    /** The bar's height for a font: one line and a row above and below. */
    public static int height(Font font) {
        return font.lineHeight() + 2;
    }

    /** Whether the title and the info both fit the bar whole. */
    public static boolean fits(Font font, String title, String info) {
        return font.width(title) + font.width(" ") + font.width(info) <= Frame.WIDTH - 4;
    }

    /** Draws the bar and returns the first row below it. */
    public static int draw(Canvas canvas, Font font, String title, String info) {
        int height = height(font);
        canvas.fill(new Rect(0, 0, Frame.WIDTH, height), true);
        // The info takes what the title leaves, and at least half the bar.
        int space = font.width(" ");
        int infoWidth = info.isEmpty() ? 0 : Math.min(font.width(info), Math.max(Frame.WIDTH / 2, Frame.WIDTH - 4 - space - font.width(title)));
        if (!info.isEmpty()) {
            Label.line(canvas, font, info, new Rect(Frame.WIDTH - 2 - infoWidth, 1, infoWidth, font.lineHeight()), Align.RIGHT, false);
        }
        int titleWidth = Frame.WIDTH - 4 - (info.isEmpty() ? 0 : infoWidth + space);
        Label.line(canvas, font, title, new Rect(2, 1, titleWidth, font.lineHeight()), Align.LEFT, false);
        return height;
    }

    /**
     * A bar for a title alone that may need more than one line (a pick's heading: the card and
     * the group opened), wrapped onto at most {@code maxLines}; returns the first row below it.
     */
    public static int drawWrapped(Canvas canvas, Font font, String title, int maxLines) {
        int lines = TextLayout.wrap(font, title, Frame.WIDTH - 4, maxLines).size();
        int height = LineRows.height(font, lines) + 2;
        canvas.fill(new Rect(0, 0, Frame.WIDTH, height), true);
        Label.paragraph(canvas, font, title, new Rect(2, 1, Frame.WIDTH - 4, height - 2), Align.LEFT, LineRows.GAP, false, false);
        return height;
    }
}
