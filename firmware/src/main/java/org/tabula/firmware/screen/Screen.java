package org.tabula.firmware.screen;

import java.util.List;

import org.tabula.rules.View;

/**
 * What the box shows at one moment, as a model: the display renders it, and tests and the
 * headless simulator read its text. Equal screens draw equal frames, so the loop renders
 * only when the screen changed.
 *
 * @param title    the top line
 * @param lines    the body, one entry per text line
 * @param selected the highlighted body line, or -1
 * @param message  a transient line (a refusal, a confirmation), or null
 * @param view     the game as the current audience may see it, for a board drawing; or null
 * @param lights   what the LED strip shows
 */
public record Screen(String title, List<String> lines, int selected, String message, View view, Lights lights) {
    public Screen {
        lines = List.copyOf(lines);
    }

    public static Screen of(String title, List<String> lines, int selected, Lights lights) {
        return new Screen(title, lines, selected, null, null, lights);
    }

    public Screen withMessage(String text) {
        return new Screen(title, lines, selected, text, view, lights);
    }

    public Screen withLights(Lights newLights) {
        return new Screen(title, lines, selected, message, view, newLights);
    }

    /** The whole screen as plain text, one line each: for logs, tests and the headless simulator. */
    public String text() {
        StringBuilder text = new StringBuilder(title);
        for (int i = 0; i < lines.size(); i++) {
            text.append('\n').append(i == selected ? "> " : "  ").append(lines.get(i));
        }
        if (message != null) {
            text.append("\n! ").append(message);
        }
        return text.toString();
    }
}
