package org.tabula.display.widget;

import org.tabula.display.font.Font;
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

    /** Draws the bar and returns the first row below it. */
    public static int draw(Canvas canvas, Font font, String title, String info) {
        int height = height(font);
        canvas.fill(new Rect(0, 0, Frame.WIDTH, height), true);
        int infoWidth = info.isEmpty() ? 0 : Math.min(font.width(info), Frame.WIDTH / 2);
        if (!info.isEmpty()) {
            Label.line(canvas, font, info, new Rect(Frame.WIDTH - 2 - infoWidth, 1, infoWidth, font.lineHeight()), Align.RIGHT, false);
        }
        int titleWidth = Frame.WIDTH - 4 - (info.isEmpty() ? 0 : infoWidth + font.width(" "));
        Label.line(canvas, font, title, new Rect(2, 1, titleWidth, font.lineHeight()), Align.LEFT, false);
        return height;
    }
}
