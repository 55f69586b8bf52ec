package org.tabula.display.screen;

import org.tabula.display.frame.Canvas;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.display.widget.TitleBar;

/** The title bar of a play screen: the game's short name, and whose turn it is or that the game is over. */
public final class PlayTitle {
    private PlayTitle() {
    }

    /** Draws it, the game's short name on the left, and returns the first row below it. */
    public static int draw(Canvas canvas, Language language, Text title, Text status) {
        return TitleBar.draw(canvas, language.fonts().small(), language.format(title), language.format(status));
    }

    /** "P2 to move", or "Game over" when {@code seat} is negative. */
    public static Text turn(Players players, int seat) {
        return seat < 0 ? Text.of("play.over") : Text.of("play.toMove", players.seat(seat));
    }
}
