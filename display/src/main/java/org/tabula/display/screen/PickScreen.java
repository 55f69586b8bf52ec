package org.tabula.display.screen;

import java.util.List;

import org.tabula.display.font.Font;
import org.tabula.display.font.TextLayout;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Rect;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Label;
import org.tabula.display.widget.LineRows;
import org.tabula.display.widget.TitleBar;

/**
 * A pick by direct presses: up to five lines, each a lit key cap naming a button (an arrow for
 * LEFT and RIGHT, the word for OK, PASS and BACK, as printed on the box) and what pressing it does.
 * A heading too long for one line takes two; a note (what a take-back would undo) sits in a box
 * of its own under the keys, wrapped rather than cut.
 *
 * @param title for the title bar ("Red 7")
 * @param keys  the buttons and what each takes, top to bottom
 * @param note  words under the keys, or null
 */
public record PickScreen(Text title, List<Key> keys, Text note) implements Screen {
    /** A button, by its cap, and what pressing it takes. */
    public record Key(KeyCap cap, Text label) {
    }

    private static final int CAP_WIDTH = 22;
    private static final int TITLE_LINES = 2;
    private static final int NOTE_LINES = 3;

    public PickScreen {
        keys = List.copyOf(keys);
    }

    public PickScreen(Text title, List<Key> keys) {
        this(title, keys, null);
    }

    @Override
    public void draw(Canvas canvas, Language language) {
        Font small = language.fonts().small();
        int top = TitleBar.drawWrapped(canvas, small, language.format(title), TITLE_LINES) + 1;
        int bottom = note == null ? Frame.HEIGHT : drawNote(canvas, small, language.format(note));
        int pitch = Math.max(small.lineHeight(), Math.min(language.fonts().medium().lineHeight(), (bottom - top) / Math.max(1, keys.size())));
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

    /** The note in a box at the foot of the screen, as many lines as it needs (up to three); returns the box's top. */
    private static int drawNote(Canvas canvas, Font font, String text) {
        int width = Frame.WIDTH - 6;
        int lines = TextLayout.wrap(font, text, width, NOTE_LINES).size();
        int height = LineRows.height(font, lines) + 4;
        Rect box = new Rect(0, Frame.HEIGHT - height, Frame.WIDTH, height);
        canvas.box(box);
        Label.paragraph(canvas, font, text, new Rect(3, box.y() + 2, width, height - 4), Align.LEFT, LineRows.GAP, false);
        return box.y() - 1;
    }
}
