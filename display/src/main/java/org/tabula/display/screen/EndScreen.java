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
 * The end of a game: who won in a line, then the score table with the winners crowned. With
 * many seats the headline gives way so every row fits.
 *
 * @param title    the game's name, for the title bar
 * @param status   where things stand, on the title bar's right ("Game over")
 * @param headline who won, in words ("West wins", "Draw")
 * @param table    one row per seat, as the game scores it
 */
public record EndScreen(Text title, Text status, Text headline, Table table) implements Screen {
    /** "Player 2 wins" for one winner, "Shared win" for several. */
    public static Text winners(Players players, Seats winners) {
        int[] seats = winners.toArray();
        return seats.length == 1 ? Text.of("play.wins", players.name(seats[0])) : Text.of("play.shared");
    }

    @Override
    public void draw(Canvas canvas, Language language) {
        Font small = language.fonts().small();
        Font medium = language.fonts().medium();
        int top = TitleBar.draw(canvas, small, language.format(title), language.format(status)) + 1;
        int room = Frame.HEIGHT - top;
        if (table.height(language, room - medium.lineHeight() - 1) <= room - medium.lineHeight() - 1) {
            Label.line(canvas, medium, language.format(headline), new Rect(0, top, Frame.WIDTH, medium.lineHeight()), Align.CENTER, true);
            top += medium.lineHeight() + 1;
        }
        table.draw(canvas, language, new Rect(0, top, Frame.WIDTH, Frame.HEIGHT - top));
    }
}
