package org.tabula.firmware.play;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;

import org.tabula.display.text.Text;
import org.tabula.hal.Button;

/**
 * A seat's pick among moves that lie round a ring (Senator's 20 entries round the board), walked
 * with an arrow: RIGHT moves it to the next move clockwise, LEFT anticlockwise, both wrapping
 * round; PASS turns it a quarter of the ring on (to the same entry of the next side); OK chooses
 * the move under the arrow, BACK closes the walk. Places of the ring without a move (a full line's
 * entries) are skipped.
 */
public final class Walk implements MovePick {
    private final int seat;
    private final Text title;
    /** The moves in ring order. */
    private final int[] moves;
    /** Each move's place on the ring, ascending. */
    private final int[] places;
    private final int ringSize;
    private final int start;
    private int at;

    /**
     * @param moves    at least two moves
     * @param places   each move's place on the ring, 0 to {@code ringSize - 1}, all different
     * @param ringSize the ring's places, a multiple of four (PASS turns a quarter)
     * @param start    the place the arrow starts at, or the first move clockwise from it
     */
    public Walk(int seat, Text title, int[] moves, int[] places, int ringSize, int start) {
        if (moves.length < 2 || moves.length != places.length || ringSize % 4 != 0) {
            throw new IllegalArgumentException("a walk needs two moves or more, one place each, round a ring of four sides");
        }
        Integer[] order = new Integer[moves.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Integer.compare(places[a], places[b]));
        this.seat = seat;
        this.title = title;
        this.moves = Arrays.stream(order).mapToInt(i -> moves[i]).toArray();
        this.places = Arrays.stream(order).mapToInt(i -> places[i]).toArray();
        this.ringSize = ringSize;
        this.start = onOrAfter(start);
        this.at = this.start;
    }

    @Override
    public int seat() {
        return seat;
    }

    /** What is being walked for ("Red 7"). */
    public Text title() {
        return title;
    }

    /** The move under the arrow. */
    public int pointed() {
        return moves[at];
    }

    @Override
    public Pick.Outcome press(Button button) {
        return switch (button) {
            case LEFT, RIGHT, PASS -> {
                at = next(at, button);
                yield new Pick.Moved();
            }
            case OK -> new Pick.Chosen(moves[at]);
            case BACK -> new Pick.Closed();
        };
    }

    /** The index the arrow goes to from {@code from} on a press of LEFT, RIGHT or PASS. */
    private int next(int from, Button button) {
        return switch (button) {
            case RIGHT -> (from + 1) % moves.length;
            case LEFT -> (from + moves.length - 1) % moves.length;
            default -> onOrAfter(places[from] + ringSize / 4);
        };
    }

    /** The index of the first move at {@code place} or clockwise after it. */
    private int onOrAfter(int place) {
        int wanted = Math.floorMod(place, ringSize);
        for (int i = 0; i < places.length; i++) {
            if (places[i] >= wanted) {
                return i;
            }
        }
        return 0;
    }

    /** The fewest presses, OK included, that choose each move from where the arrow starts. */
    private int[] presses() {
        int[] presses = new int[moves.length];
        Arrays.fill(presses, -1);
        presses[start] = 1;
        Deque<Integer> queue = new ArrayDeque<>();
        queue.add(start);
        while (!queue.isEmpty()) {
            int from = queue.poll();
            for (Button button : new Button[] {Button.LEFT, Button.RIGHT, Button.PASS}) {
                int to = next(from, button);
                if (presses[to] < 0) {
                    presses[to] = presses[from] + 1;
                    queue.add(to);
                }
            }
        }
        return presses;
    }

    @Override
    public int pressesTo(int move) {
        for (int i = 0; i < moves.length; i++) {
            if (moves[i] == move) {
                return presses()[i];
            }
        }
        return 0;
    }

    @Override
    public int mostPresses() {
        return Arrays.stream(presses()).max().orElse(1);
    }
}
