package org.tabula.firmware.play;

import java.util.List;

import org.tabula.display.text.Text;

/**
 * A seat's list of its legal moves, walked with the buttons: LEFT and RIGHT move the cursor round
 * the list, OK takes the line under it. A long list may come as groups instead (Senator: the
 * cards; Spite and Malice: the hand cards and pile tops), and OK on a group gives its moves to
 * pick from, as a tap of that card would. A list opened by OK has no line chosen yet
 * ({@link #NONE}): a stray press of OK never plays a move nobody looked at; LEFT or RIGHT
 * chooses the first line.
 */
public final class Chooser {
    private final int seat;
    private final List<Text> groups;
    private final List<int[]> groupMoves;
    private final int[] moves;
    /** The cursor of a list with no line chosen yet. */
    public static final int NONE = Integer.MIN_VALUE;
    private int cursor;

    private Chooser(int seat, List<Text> groups, List<int[]> groupMoves, int[] moves, int cursor) {
        this.seat = seat;
        this.groups = groups;
        this.groupMoves = groupMoves;
        this.moves = moves;
        this.cursor = cursor == NONE ? NONE : Math.floorMod(cursor, moves != null ? moves.length : groups.size());
    }

    /** One list of moves, the cursor on {@code cursor} ({@link #NONE}: no line yet; other negatives count from the end). */
    public static Chooser of(int seat, int[] moves, int cursor) {
        if (moves.length == 0) {
            throw new IllegalArgumentException("nothing to choose from");
        }
        return new Chooser(seat, null, null, moves.clone(), cursor);
    }

    /** Groups of moves, named by {@code labels}; the cursor on {@code cursor}. */
    public static Chooser grouped(int seat, List<Text> labels, List<int[]> moves, int cursor) {
        if (labels.isEmpty() || labels.size() != moves.size()) {
            throw new IllegalArgumentException("one label for each group of moves, at least one group");
        }
        return new Chooser(seat, List.copyOf(labels), List.copyOf(moves), null, cursor);
    }

    public int seat() {
        return seat;
    }

    /** Whether the list shows groups rather than moves. */
    public boolean atGroups() {
        return moves == null;
    }

    public List<Text> groups() {
        return groups;
    }

    public int size() {
        return atGroups() ? groups.size() : moves.length;
    }

    public int move(int index) {
        return moves[index];
    }

    public int cursor() {
        return cursor;
    }

    /** Whether a line is chosen: until one is, OK takes nothing. */
    public boolean chosen() {
        return cursor != NONE;
    }

    /** Moves the cursor; from no line, forward to the first line and back to the last. */
    public void step(int by) {
        cursor = cursor == NONE ? (by > 0 ? 0 : size() - 1) : Math.floorMod(cursor + by, size());
    }

    /** The move under the cursor (of a list of moves). */
    public int chosenMove() {
        return moves[cursor];
    }

    /** The moves of the group under the cursor (of a list of groups). */
    public int[] chosenGroup() {
        return groupMoves.get(cursor).clone();
    }

    /** The label of the group under the cursor. */
    public Text chosenGroupLabel() {
        return groups.get(cursor);
    }
}
