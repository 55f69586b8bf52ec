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
import org.tabula.display.widget.TitleBar;

/**
 * A pick by direct presses: up to five lines, each a lit key cap naming a button (an arrow for
 * LEFT and RIGHT, the word for OK, PASS and BACK, as printed on the box) and what pressing it does.
 *
 * @param title for the title bar ("Red 7")
 * @param keys  the buttons and what each takes, top to bottom
 */
public record PickScreen(Text title, List<Key> keys) implements Screen {
    /** A button, by its cap, and what pressing it takes. */
    public record Key(KeyCap cap, Text label) {
    }

    private static final int CAP_WIDTH = 22;

    public PickScreen {
        keys = List.copyOf(keys);
    }

    @Override
    public void draw(Canvas canvas, Language language) {
        Font small = language.fonts().small();
        int top = TitleBar.draw(canvas, small, language.format(title), "") + 1;
        int pitch = Math.max(small.lineHeight(), Math.min(language.fonts().medium().lineHeight(), (Frame.HEIGHT - top) / Math.max(1, keys.size())));
        List<Font> fonts = pitch >= language.fonts().medium().lineHeight() ? List.of(language.fonts().medium(), small) : List.of(small);
        for (int row = 0; row < keys.size(); row++) {
            Key key = keys.get(row);
            int y = top + row * pitch;
            Rect cap = new Rect(0, y, CAP_WIDTH, pitch - 1);
            canvas.fill(cap, true);
            key.cap().draw(canvas, small, cap);
            int left = CAP_WIDTH + 3;
            Label.line(canvas, fonts, language.format(key.label()), new Rect(left, y, Frame.WIDTH - left - 1, pitch), Align.LEFT);
        }
    }
}
