package org.tabula.firmware.play;

import java.util.List;
import java.util.OptionalInt;

/**
 * A seat's pick among some of its legal moves (all of them, or those a tapped card stands for):
 * LEFT and RIGHT move the cursor round the list, OK plays the move under it. A long list may come
 * in groups (Senator: first the card, then where it goes in): OK on a group opens it, BACK goes
 * back to the groups.
 */
public final class Chooser {
    private final int seat;
    private final List<String> groups;
    private final List<int[]> groupMoves;
    private int[] moves;
    private int group = -1;
    private int cursor;

    private Chooser(int seat, List<String> groups, List<int[]> groupMoves, int[] moves, int cursor) {
        this.seat = seat;
        this.groups = groups;
        this.groupMoves = groupMoves;
        this.moves = moves;
        this.cursor = Math.floorMod(cursor, moves != null ? moves.length : groups.size());
    }

    /** One list of moves, the cursor on {@code cursor} (negative counts from the end). */
    public static Chooser of(int seat, int[] moves, int cursor) {
        if (moves.length == 0) {
            throw new IllegalArgumentException("nothing to choose from");
        }
        return new Chooser(seat, null, null, moves.clone(), cursor);
    }

    /** Groups of moves, named by {@code labels}; the cursor on the first group. */
    public static Chooser grouped(int seat, List<String> labels, List<int[]> moves) {
        if (labels.isEmpty() || labels.size() != moves.size()) {
            throw new IllegalArgumentException("one label for each group of moves, at least one group");
        }
        return new Chooser(seat, List.copyOf(labels), List.copyOf(moves), null, 0);
    }

    public int seat() {
        return seat;
    }

    /** Whether the list shows groups rather than moves. */
    public boolean atGroups() {
        return moves == null;
    }

    public List<String> groups() {
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

    public void step(int by) {
        cursor = Math.floorMod(cursor + by, size());
    }

    /** OK: the move under the cursor, or nothing when OK opened the group under it. */
    public OptionalInt choose() {
        if (atGroups()) {
            group = cursor;
            moves = groupMoves.get(group);
            cursor = 0;
            return OptionalInt.empty();
        }
        return OptionalInt.of(moves[cursor]);
    }

    /** BACK: to the groups, with the cursor on the group that was open; false when there is no level above. */
    public boolean back() {
        if (atGroups() || groups == null) {
            return false;
        }
        moves = null;
        cursor = group;
        return true;
    }
}
