package org.tabula.display.senator;

import org.tabula.display.text.Text;
import org.tabula.rules.senator.Board;
import org.tabula.rules.senator.SenatorMove;

/**
 * Senator's entries as the players name and find them: in words ("from the left, row 3", lines
 * counted from 1), where each comes in on the board, and its place on the ring of 20 entries
 * round the board, clockwise from the top left: the top left to right, the right side top to
 * bottom, the bottom right to left, the left side bottom to top.
 */
public final class SenatorWords {
    /** The place of the middle of the top side (from the top, col 3). */
    public static final int TOP_MIDDLE = 2;
    private static final int SIDE = Board.SIZE;

    private SenatorWords() {
    }

    /** The side of the board an entry comes in from. */
    public static Text side(SenatorMove.Entry entry) {
        return Text.of(switch (entry.direction()) {
            case DOWN -> "pick.senator.fromTop";
            case UP -> "pick.senator.fromBottom";
            case RIGHT -> "pick.senator.fromLeft";
            case LEFT -> "pick.senator.fromRight";
        });
    }

    /** The row or column an entry pushes along, counted from 1 as the players count. */
    public static Text line(SenatorMove.Entry entry) {
        return Text.of(entry.alongColumn() ? "pick.senator.column" : "pick.senator.row", entry.line() + 1);
    }

    /** The entry in words: "from the left, row 3". */
    public static Text entry(SenatorMove.Entry entry) {
        return Text.of("pick.pair", side(entry), line(entry));
    }

    /** The entry's place on the ring, 0 to 19 clockwise from the top left; a quarter turn of the board adds 5. */
    public static int place(SenatorMove.Entry entry) {
        int last = SIDE - 1;
        return switch (entry.direction()) {
            case DOWN -> entry.line();
            case LEFT -> SIDE + entry.line();
            case UP -> 2 * SIDE + last - entry.line();
            case RIGHT -> 3 * SIDE + last - entry.line();
        };
    }
}
