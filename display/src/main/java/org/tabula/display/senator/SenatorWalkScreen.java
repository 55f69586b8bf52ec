package org.tabula.display.senator;

import java.util.List;
import java.util.stream.Stream;

import org.tabula.display.font.Font;
import org.tabula.display.font.TextLayout;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Frame;
import org.tabula.display.frame.Icon;
import org.tabula.display.frame.Rect;
import org.tabula.display.screen.Screen;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Icons;
import org.tabula.display.widget.Label;
import org.tabula.display.widget.TitleBar;
import org.tabula.rules.Move;
import org.tabula.rules.senator.BoardCard;
import org.tabula.rules.senator.SenatorMove;
import org.tabula.rules.senator.SenatorView;

/**
 * The pick of a card's entry, walked round the board: the board with its cards on the left, an
 * arrow at the chosen entry pointing the way the card is pushed, a dash at every other open
 * entry (a full line has none); on the right what is pushed ("Red 7"), the entry in words ("from
 * the left" over a large "row 3") and the keys: ◀ ▶ move the arrow, OK pushes, PASS turns it to
 * the next side.
 *
 * @param view  what the seat picking may see
 * @param title what is pushed
 * @param entry the entry the arrow is at
 */
public record SenatorWalkScreen(SenatorView view, Text title, SenatorMove.Entry entry) implements Screen {
    private static final int MARGIN = 4;
    private static final int PANEL_LEFT = 2 * MARGIN + SenatorBoardPicture.SIZE + 1;
    private static final int PANEL_WIDTH = Frame.WIDTH - PANEL_LEFT;

    private static final Icon DOWN = Icon.of(
            "#######",
            ".#####.",
            "..###..",
            "...#...");
    private static final Icon UP = Icon.of(
            "...#...",
            "..###..",
            ".#####.",
            "#######");
    /** The menu's cursor points right already. */
    private static final Icon RIGHT = Icons.CURSOR;
    private static final Icon LEFT = Icon.of(
            "...#",
            "..##",
            ".###",
            "####",
            ".###",
            "..##",
            "...#");

    /** The walk at a push's entry. */
    static SenatorWalkScreen of(SenatorView view, Text title, Move pointed) {
        return new SenatorWalkScreen(view, title, ((SenatorMove.Push) pointed).entry());
    }

    @Override
    public void draw(Canvas canvas, Language language) {
        Font small = language.fonts().small();
        new SenatorBoardPicture(view.board(), null).draw(canvas, small, MARGIN, MARGIN);
        for (SenatorMove.Direction direction : SenatorMove.Direction.values()) {
            for (int line = 0; line < 5; line++) {
                SenatorMove.Entry other = new SenatorMove.Entry(direction, line);
                if (!other.equals(entry) && open(other)) {
                    dash(canvas, other);
                }
            }
        }
        arrow(canvas, entry);
        drawPanel(canvas, language);
    }

    /** What is pushed, the entry in words, the keys. */
    private void drawPanel(Canvas canvas, Language language) {
        Font small = language.fonts().small();
        // Two columns clear of the right-hand arrows, so their dashes do not read as punctuation.
        int textLeft = PANEL_LEFT + 2;
        int width = PANEL_WIDTH - 2;
        canvas.fill(new Rect(PANEL_LEFT, 0, PANEL_WIDTH, TitleBar.height(small)), true);
        Label.line(canvas, small, language.format(title), new Rect(textLeft, 1, width - 1, small.lineHeight()), Align.LEFT, false);
        int y = TitleBar.height(small) + 1;
        String side = language.format(SenatorWords.side(entry));
        int sideLines = TextLayout.wrap(small, side, width, 2).size();
        int sideHeight = sideLines * small.lineHeight();
        Label.paragraph(canvas, small, side, new Rect(textLeft, y, width, sideHeight), Align.LEFT, 0, false);
        int lineTop = y + sideHeight;
        int keysTop = Frame.HEIGHT - 3 * small.lineHeight();
        String line = language.format(SenatorWords.line(entry));
        Font big = Stream.of(language.fonts().large(), language.fonts().medium())
                .filter(font -> font.lineHeight() <= keysTop - lineTop && font.width(line) <= width).findFirst().orElse(small);
        Label.line(canvas, big, line, new Rect(textLeft, lineTop, width, big.lineHeight()), Align.LEFT, true);
        canvas.icon(Icons.LEFT, textLeft, keysTop + 1, true);
        canvas.icon(Icons.RIGHT, textLeft + Icons.LEFT.width() + 1, keysTop + 1, true);
        int afterArrows = Icons.LEFT.width() + Icons.RIGHT.width() + 3;
        Label.line(canvas, small, language.format(Text.of("pick.walk.move")),
                new Rect(textLeft + afterArrows, keysTop, width - afterArrows, small.lineHeight()), Align.LEFT, true);
        List<Text> keys = List.of(Text.of("pick.walk.ok"), Text.of("pick.walk.pass"));
        for (int i = 0; i < keys.size(); i++) {
            Label.line(canvas, small, language.format(keys.get(i)), new Rect(textLeft, keysTop + (i + 1) * small.lineHeight(), width,
                    small.lineHeight()), Align.LEFT, true);
        }
    }

    /** Whether a card may come in at the entry: its line is not full. */
    private boolean open(SenatorMove.Entry at) {
        for (int i = 0; i < 5; i++) {
            int row = at.alongColumn() ? i : at.line();
            int column = at.alongColumn() ? at.line() : i;
            BoardCard card = view.board().get(new SenatorMove.Square(row, column).notation());
            if (!SenatorBoardPicture.isCorner(row, column) && card == null) {
                return true;
            }
        }
        return false;
    }

    /** The arrow's icon and top left corner for an entry: just outside the square it enters, pointing in. */
    private static Icon icon(SenatorMove.Entry at) {
        return switch (at.direction()) {
            case DOWN -> DOWN;
            case UP -> UP;
            case RIGHT -> RIGHT;
            case LEFT -> LEFT;
        };
    }

    private static int[] corner(SenatorMove.Entry at) {
        SenatorMove.Square square = at.firstSquare();
        int cellX = MARGIN + square.column() * SenatorBoardPicture.PITCH;
        int cellY = MARGIN + square.row() * SenatorBoardPicture.PITCH;
        int cell = SenatorBoardPicture.PITCH + 1;
        int across = (cell - DOWN.width()) / 2;
        return switch (at.direction()) {
            case DOWN -> new int[] {cellX + across, cellY - MARGIN};
            case UP -> new int[] {cellX + across, cellY + cell};
            case RIGHT -> new int[] {cellX - MARGIN, cellY + across};
            case LEFT -> new int[] {cellX + cell, cellY + across};
        };
    }

    private static void arrow(Canvas canvas, SenatorMove.Entry at) {
        int[] xy = corner(at);
        canvas.icon(icon(at), xy[0], xy[1], true);
    }

    /**
     * A short dash where an open entry's arrow would be, a pixel off the square it enters: so the
     * two entries of a corner's neighbours stay apart.
     */
    private static void dash(Canvas canvas, SenatorMove.Entry at) {
        int[] xy = corner(at);
        int middle = DOWN.width() / 2;
        switch (at.direction()) {
            case DOWN -> canvas.hline(xy[0] + middle - 1, xy[0] + middle + 1, xy[1] + DOWN.height() - 2, true);
            case UP -> canvas.hline(xy[0] + middle - 1, xy[0] + middle + 1, xy[1] + 1, true);
            case RIGHT -> canvas.vline(xy[0] + RIGHT.width() - 2, xy[1] + middle - 1, xy[1] + middle + 1, true);
            case LEFT -> canvas.vline(xy[0] + 1, xy[1] + middle - 1, xy[1] + middle + 1, true);
        }
    }
}
