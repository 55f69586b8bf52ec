package org.tabula.display.screen;

import org.tabula.display.font.Font;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Rect;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Label;
import org.tabula.display.widget.Table;
import org.tabula.display.widget.TitleBar;
import org.tabula.rules.Seats;

/**
 * The end of a game: who won in a line, a note on the last scoring (Spartacus: who took the last
 * trick), then the score table with the winners crowned. With many seats the note, then the
 * headline, give way so every row fits.
 *
 * @param title    the game's name, for the title bar
 * @param status   where things stand, on the title bar's right ("Game over")
 * @param headline who won, in words ("West wins", "Draw")
 * @param note     one short line in the small font under the headline, or null
 * @param table    one row per seat, as the game scores it
 */
public record EndScreen(Text title, Text status, Text headline, Text note, Table table) implements Screen {
    /** An end without a note. */
    public EndScreen(Text title, Text status, Text headline, Table table) {
        this(title, status, headline, null, table);
    }

    /** "Player 2 wins" for one winner, "Shared win" for several. */
    public static Text winners(Players players, Seats winners) {
        int[] seats = winners.toArray();
        return seats.length == 1 ? Text.of("play.wins", players.seat(seats[0])) : Text.of("play.shared");
    }

    @Override
    public void draw(Canvas canvas, Language language) {
        Font small = language.fonts().small();
        Font medium = language.fonts().medium();
        int top = TitleBar.draw(canvas, small, language.format(title), language.format(status)) + 1;
        int room = Frame.HEIGHT - top;
        if (fits(language, room - medium.lineHeight() - 1)) {
            Label.line(canvas, medium, language.format(headline), new Rect(0, top, Frame.WIDTH, medium.lineHeight()), Align.CENTER, true);
            top += medium.lineHeight() + 1;
            if (note != null && fits(language, Frame.HEIGHT - top - small.lineHeight())) {
                Label.line(canvas, small, language.format(note), new Rect(0, top, Frame.WIDTH, small.lineHeight()), Align.CENTER, true);
                top += small.lineHeight();
            }
        }
        table.draw(canvas, language, new Rect(0, top, Frame.WIDTH, Frame.HEIGHT - top));
    }

    /** Whether the whole table fits in {@code room} rows. */
    private boolean fits(Language language, int room) {
        return table.height(language, room) <= room;
    }
}
