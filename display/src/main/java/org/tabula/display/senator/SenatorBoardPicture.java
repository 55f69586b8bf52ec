package org.tabula.display.senator;

import java.util.Map;

import org.tabula.display.font.Font;
import org.tabula.display.frame.Canvas;
import org.tabula.display.frame.Icon;
import org.tabula.display.frame.Rect;
import org.tabula.display.screen.EndScreen;
import org.tabula.display.text.Language;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Label;
import org.tabula.rules.senator.BoardCard;
import org.tabula.rules.senator.SenatorMove;

/**
 * The Senator board in miniature: a 5x5 grid without its corners, the Senate (the centre 3x3)
 * framed twice. A card shows its value, in the style of its owner's seat (see {@link #swatch});
 * the banner is a flag; a face-down card is hatched; an empty square is blank.
 *
 * @param board occupied squares (by notation, "22": row, column) to cards
 * @param last  the square the last move filled, marked with notches in its corners; or null
 *              (the end shows the board as it stands, after the last push's mark has done its work)
 */
record SenatorBoardPicture(Map<String, BoardCard> board, SenatorMove.Square last) implements EndScreen.Aside {
    static final int PITCH = 11;
    static final int SIZE = 5 * PITCH + 1;
    /** Where the board's top row is, on the screen's left edge. */
    static final int TOP = 4;

    static final Icon BANNER = Icon.of(
            "#.....",
            "#####.",
            "######",
            "#####.",
            "#.....",
            "#.....",
            "#.....");

    @Override
    public int width() {
        return SIZE;
    }

    /** The board on the screen's left edge, where play shows it. */
    @Override
    public void draw(Canvas canvas, Language language) {
        draw(canvas, language.fonts().small(), 0, TOP);
    }

    void draw(Canvas canvas, Font font, int left, int top) {
        for (int row = 0; row < 5; row++) {
            for (int col = 0; col < 5; col++) {
                if (isCorner(row, col)) {
                    continue;
                }
                Rect cell = new Rect(left + col * PITCH, top + row * PITCH, PITCH + 1, PITCH + 1);
                canvas.box(cell);
                SenatorMove.Square square = new SenatorMove.Square(row, col);
                drawCard(canvas, font, board.get(square.notation()), cell.inset(1));
                if (square.equals(last)) {
                    markCorners(canvas, cell);
                }
            }
        }
        // The Senate's frame, doubled on the outside.
        canvas.box(new Rect(left + PITCH - 1, top + PITCH - 1, 3 * PITCH + 3, 3 * PITCH + 3));
    }

    /** Notches in the corners of a cell, dark on a lit card and lit on a dark one. */
    private static void markCorners(Canvas canvas, Rect cell) {
        int[][] corners = {{cell.x() + 1, cell.y() + 1, 1, 1}, {cell.right() - 2, cell.y() + 1, -1, 1},
            {cell.x() + 1, cell.bottom() - 2, 1, -1}, {cell.right() - 2, cell.bottom() - 2, -1, -1}};
        Canvas inside = canvas.clipped(cell.inset(1));
        for (int[] c : corners) {
            inside.invert(new Rect(c[0], c[1], 1, 1));
            inside.invert(new Rect(c[0] + c[2], c[1], 1, 1));
            inside.invert(new Rect(c[0], c[1] + c[3], 1, 1));
        }
    }

    /** Whether the cell is one of the four corners the board lacks. */
    static boolean isCorner(int row, int col) {
        return (row == 0 || row == 4) && (col == 0 || col == 4);
    }

    private static void drawCard(Canvas canvas, Font font, BoardCard card, Rect inside) {
        if (card == null) {
            return;
        }
        if (card instanceof BoardCard.Banner) {
            canvas.icon(BANNER, inside.x() + 2, inside.y() + 1, true);
        } else if (card instanceof BoardCard.FaceDown) {
            for (int y = inside.y(); y < inside.bottom(); y++) {
                for (int x = inside.x() + (y - inside.y()) % 2; x < inside.right(); x += 2) {
                    canvas.pixel(x, y, true);
                }
            }
        } else {
            BoardCard.Numbered numbered = (BoardCard.Numbered) card;
            int seat = numbered.seat();
            swatch(canvas, seat, inside);
            Rect text = new Rect(inside.x(), inside.y() + (inside.height() - font.ascent()) / 2, inside.width() + 1, font.lineHeight());
            Label.line(canvas, font, Integer.toString(numbered.value()), text, Align.CENTER, seat != 1);
        }
    }

    /**
     * How a seat's cards look, drawn in {@code inside}: seat 0's (red) plain, seat 1's (blue)
     * lit, seat 2's (green) framed.
     */
    static void swatch(Canvas canvas, int seat, Rect inside) {
        if (seat == 1) {
            canvas.fill(inside, true);
        } else if (seat == 2) {
            canvas.box(inside);
        }
    }
}
