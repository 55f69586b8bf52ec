package org.tabula.display.screen;

import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Cuts;
import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Rect;
import org.tabula.display.text.Language;

/**
 * Something the OLED shows: a value holding everything it depends on (a view, the latest
 * events, a small UI model), drawn the same way every time. Screens never hold game state, only
 * what their audience may see.
 */
public interface Screen {
    void draw(Canvas canvas, Language language);

    /**
     * Where a notice over this screen goes, from the top ({@link Toast}): the whole width, or a
     * part of the screen whose rows a notice may cover while the rest, the picture it is about,
     * stays in view (Senator's panel beside the board).
     */
    default Rect noticeArea() {
        return Rect.FRAME;
    }

    /**
     * This screen with what it is about (a list's cursor line) drawn at or below {@code y}, where
     * a notice covers the rows above it ({@link Toast}); itself when nothing needs to move.
     */
    default Screen clearOf(int y) {
        return this;
    }

    /** A new frame with this screen on it. */
    default Frame render(Language language) {
        return render(language, Cuts.IGNORED);
    }

    /** A new frame with this screen on it, telling {@code cuts} of any text it could not show whole. */
    default Frame render(Language language, Cuts cuts) {
        Frame frame = new Frame();
        draw(new Canvas(frame, cuts), language);
        return frame;
    }
}
