package org.tabula.display.wheel;

import java.util.List;

import org.tabula.display.font.Font;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Rect;
import org.tabula.display.screen.PlayTitle;
import org.tabula.display.screen.Players;
import org.tabula.display.screen.Screen;
import org.tabula.display.text.Language;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Label;
import org.tabula.display.widget.Row;
import org.tabula.rules.wheel.WheelCard;
import org.tabula.rules.wheel.WheelView;

/**
 * Wheel of History in play: whose turn it is; the three cards the pawn may move to, boxed, then
 * the next ones round the circle; and per seat the value of its cards in each colour with its
 * points, under headings that count each colour's cards left in the circle (lit once the colour
 * has scored, crossed when it can no longer be completed). Everything in this game is public.
 *
 * @param view    what everyone sees (the table shows what the last move did)
 * @param players the seats' names
 */
public record WheelScreen(WheelView view, Players players) implements Screen {
    /** The pawn moves to the 1st, 2nd or 3rd card still in the circle. */
    static final int CHOICES = 3;
    private static final int CHOICE_WIDTH = 17;
    private static final int ROW_TOP = 10;

    @Override
    public void draw(Canvas canvas, Language language) {
        PlayTitle.draw(canvas, language, WheelDisplay.TITLES.shortName(), PlayTitle.turn(players, view.over() ? -1 : view.toMove()));
        Font medium = language.fonts().medium();
        if (view.over()) {
            Label.line(canvas, medium, language.format(WheelTable.ending(view)), new Rect(0, ROW_TOP, Frame.WIDTH, medium.lineHeight()),
                    Align.CENTER, true);
        } else {
            drawCircle(canvas, language);
        }
        // Five seats' rows fit under the circle with a blank row between.
        int top = ROW_TOP + medium.lineHeight() + 1;
        WheelTable.of(view, players, false).draw(canvas, language, new Rect(0, top, Frame.WIDTH, Frame.HEIGHT - top));
    }

    /** The choices boxed, then the rest of the circle clockwise in the small font, as far as it fits. */
    private void drawCircle(Canvas canvas, Language language) {
        Font medium = language.fonts().medium();
        Font small = language.fonts().small();
        List<String> circle = view.circle().stream().map(WheelCard::notation).toList();
        int x = 1;
        for (int i = 0; i < Math.min(CHOICES, circle.size()); i++) {
            Rect box = new Rect(x, ROW_TOP, CHOICE_WIDTH, medium.lineHeight());
            canvas.box(box);
            Label.line(canvas, medium, circle.get(i), new Rect(box.x() + 1, ROW_TOP, box.width() - 2, medium.lineHeight()), Align.CENTER, true);
            x += CHOICE_WIDTH + 2;
        }
        if (circle.size() > CHOICES) {
            List<String> rest = circle.subList(CHOICES, circle.size());
            String more = language.format("wheel.left", circle.size());
            int moreWidth = small.width(more);
            int smallTop = ROW_TOP + medium.ascent() - small.ascent();
            Label.line(canvas, small, more, new Rect(Frame.WIDTH - moreWidth, smallTop, moreWidth, small.lineHeight()), Align.RIGHT, true);
            int width = Frame.WIDTH - moreWidth - 4 - (x + 2);
            int fits = Math.max(0, (width + 3) / (small.width("R1") + 3));
            Row.draw(canvas, small, rest.subList(0, Math.min(fits, rest.size())), new Rect(x + 2, smallTop, width, small.lineHeight()),
                    Align.LEFT);
        }
    }
}
