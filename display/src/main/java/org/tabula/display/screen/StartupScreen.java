package org.tabula.display.screen;

import org.tabula.display.font.Font;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Rect;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Label;

/**
 * What the box shows while it starts: its name large, what it is, the version, and a status line
 * ("Starting...", "2 card readers, 19 LEDs", "Press OK").
 *
 * @param version the firmware's version, shown as it is
 * @param status  what the box is doing or waiting for
 */
public record StartupScreen(String version, Text status) implements Screen {
    /** While the service starts its devices. */
    public static StartupScreen starting(String version) {
        return new StartupScreen(version, Text.of("startup.starting"));
    }

    /** Once it is ready for the first game. */
    public static StartupScreen ready(String version) {
        return new StartupScreen(version, Text.of("startup.ready"));
    }

    @Override
    public void draw(Canvas canvas, Language language) {
        Font small = language.fonts().small();
        Font medium = language.fonts().medium();
        Font large = language.fonts().large();
        String name = language.format("startup.name");
        int nameTop = 4;
        Label.line(canvas, large, name, new Rect(0, nameTop, Frame.WIDTH, large.lineHeight()), Align.CENTER, true);
        int ruleY = nameTop + large.lineHeight() + 1;
        int nameWidth = Math.min(Frame.WIDTH - 8, large.width(name));
        int ruleLeft = (Frame.WIDTH - nameWidth) / 2;
        canvas.hline(ruleLeft, ruleLeft + nameWidth - 1, ruleY, true);
        Label.line(canvas, small, language.format("startup.tagline"), new Rect(0, ruleY + 4, Frame.WIDTH, small.lineHeight()), Align.CENTER, true);
        Label.line(canvas, medium, language.format(status), new Rect(0, Frame.HEIGHT - 2 * small.lineHeight() - 4, Frame.WIDTH, medium.lineHeight()),
                Align.CENTER, true);
        Label.line(canvas, small, language.format("startup.version", version), new Rect(0, Frame.HEIGHT - small.lineHeight(), Frame.WIDTH - 1, small.lineHeight()),
                Align.RIGHT, true);
    }
}
