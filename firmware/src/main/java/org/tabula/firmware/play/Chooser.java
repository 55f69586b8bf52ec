package org.tabula.firmware.play;

/**
 * A seat's pick among some of its legal moves (all of them, or those a tapped card stands for):
 * LEFT and RIGHT move the cursor round the list, OK plays the move under it.
 */
public final class Chooser {
    private final int seat;
    private final int[] moves;
    private int cursor;

    public Chooser(int seat, int[] moves, int cursor) {
        if (moves.length == 0) {
            throw new IllegalArgumentException("nothing to choose from");
        }
        this.seat = seat;
        this.moves = moves.clone();
        this.cursor = Math.floorMod(cursor, moves.length);
    }

    public int seat() {
        return seat;
    }

    public int size() {
        return moves.length;
    }

    public int move(int index) {
        return moves[index];
    }

    public int cursor() {
        return cursor;
    }

    public int current() {
        return moves[cursor];
    }

    public void step(int by) {
        cursor = Math.floorMod(cursor + by, moves.length);
    }
}
