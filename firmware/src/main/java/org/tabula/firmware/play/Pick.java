package org.tabula.firmware.play;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.tabula.display.text.Text;
import org.tabula.hal.Button;
import org.tabula.rules.GameState;

/**
 * A seat's pick among several moves by direct button presses: the screen shows up to five
 * options, each beside the button that takes it; an option is a move, or a group of up to five
 * moves that the next press picks from. So any 25 moves are at most two presses away (Senator's
 * 21 squares for the banner: the row, then the column). Options take the buttons in the order the
 * game gives ({@link PickLayout#pickKeys}: {@link #BUTTONS}, or the first option on OK); BACK,
 * always last, takes an option only when a level has five, and otherwise goes back a level (or
 * closes the pick at the first).
 */
public final class Pick implements MovePick {
    /** The buttons options take, in order: LEFT, OK and RIGHT first, then PASS, then BACK. */
    public static final List<Button> BUTTONS = List.of(Button.LEFT, Button.OK, Button.RIGHT, Button.PASS, Button.BACK);
    /** The first option on OK, then LEFT, RIGHT, PASS: where the first is the likeliest, or the one that loses nothing. */
    public static final List<Button> FIRST_ON_OK = List.of(Button.OK, Button.LEFT, Button.RIGHT, Button.PASS, Button.BACK);
    private static final int WIDTH = BUTTONS.size();

    /** One option on the screen. */
    public sealed interface Option {
        Text label();
    }

    /** An option that plays a move. */
    public record Move(Text label, int move) implements Option {
    }

    /** The option that makes no move and closes the pick: a question's "keep playing". */
    public record Keep(Text label) implements Option {
    }

    /** An option that opens more options. */
    public record Group(Text label, List<Option> options) implements Option {
        public Group {
            options = List.copyOf(options);
        }
    }

    /** What a press did. */
    public sealed interface Outcome {
    }

    /** The press chose this move. */
    public record Chosen(int move) implements Outcome {
    }

    /** The press opened a group or went back to the level above. */
    public record Moved() implements Outcome {
    }

    /** BACK at the first level, or a question's "keep playing": the pick is over. */
    public record Closed() implements Outcome {
    }

    /** A button with no option beside it. */
    public record Ignored() implements Outcome {
    }

    private final int seat;
    private final Text title;
    /** The buttons the options take, the i-th option beside the i-th; BACK last. */
    private final List<Button> keys;
    private final List<Option> top;
    private List<Option> shown;
    /** The group on the screen, for the heading; null at the first level. */
    private Text opened;

    private Pick(int seat, Text title, List<Button> keys, List<Option> top) {
        if (keys.size() != WIDTH || keys.get(WIDTH - 1) != Button.BACK || !keys.containsAll(BUTTONS)) {
            throw new IllegalArgumentException("a pick's keys are the five buttons, BACK last: " + keys);
        }
        this.seat = seat;
        this.title = title;
        this.keys = List.copyOf(keys);
        this.top = top;
        this.shown = top;
    }

    /**
     * The pick among {@code moves} (at least two), grouped as the game lays them out: a group
     * of one move is shown as that move, a group of more than five is cut into runs of five, and
     * when that makes more than five options the moves are cut into runs in order instead.
     */
    public static Pick of(int seat, Text title, int[] moves, PickLayout layout, GameState state) {
        if (moves.length < 2) {
            throw new IllegalArgumentException("a pick needs at least two moves");
        }
        moves = java.util.Arrays.stream(moves).boxed()
                .sorted(java.util.Comparator.comparingInt(move -> layout.pickRank(state, seat, move)))
                .mapToInt(Integer::intValue).toArray();
        List<Option> flat = new ArrayList<>();
        for (int move : moves) {
            flat.add(new Move(layout.pickMove(state, seat, move, moves), move));
        }
        if (moves.length <= WIDTH) {
            return new Pick(seat, title, layout.pickKeys(), flat);
        }
        Map<Text, List<Option>> groups = new LinkedHashMap<>();
        for (int i = 0; i < moves.length; i++) {
            Text group = layout.pickGroup(state, seat, moves[i], moves);
            Option option = new Move(layout.pickItem(state, seat, moves[i]), moves[i]);
            groups.computeIfAbsent(group, key -> new ArrayList<>()).add(group == null ? flat.get(i) : option);
        }
        List<Option> grouped = new ArrayList<>();
        for (Map.Entry<Text, List<Option>> group : groups.entrySet()) {
            List<Option> members = group.getValue();
            if (members.size() == 1) {
                Move only = (Move) members.get(0);
                grouped.add(flat.get(indexOf(moves, only.move())));
            } else if (group.getKey() == null) {
                grouped.addAll(runs(members));
            } else if (members.size() <= WIDTH) {
                grouped.add(new Group(group.getKey(), members));
            } else {
                for (int from = 0; from < members.size(); from += WIDTH) {
                    List<Option> run = members.subList(from, Math.min(members.size(), from + WIDTH));
                    grouped.add(run.size() == 1 ? flat.get(indexOf(moves, ((Move) run.get(0)).move()))
                            : new Group(layout.pickRange(state, seat, group.getKey(), ((Move) run.get(0)).move(),
                                    ((Move) run.get(run.size() - 1)).move()), run));
                }
            }
        }
        return new Pick(seat, title, layout.pickKeys(), grouped.size() <= WIDTH ? grouped : runs(flat));
    }

    /**
     * A question before a move that gives something up for good: OK keeps playing ({@code keep}),
     * LEFT makes the move, BACK cancels.
     */
    public static Pick asking(int seat, Text question, Text keep, int move, Text moveLabel) {
        return new Pick(seat, question, FIRST_ON_OK, List.of(new Keep(keep), new Move(moveLabel, move)));
    }

    private static int indexOf(int[] moves, int move) {
        for (int i = 0; i < moves.length; i++) {
            if (moves[i] == move) {
                return i;
            }
        }
        throw new IllegalArgumentException(move + " is not among the moves");
    }

    /**
     * Options cut into runs of five, as few levels deep as five buttons allow: up to 25 options
     * in two levels; beyond that the fifth option of the first level holds the rest.
     */
    private static List<Option> runs(List<Option> options) {
        if (options.size() <= WIDTH) {
            return options;
        }
        List<Option> levels = new ArrayList<>();
        int runs = Math.min(WIDTH, (options.size() + WIDTH - 1) / WIDTH);
        boolean more = options.size() > WIDTH * WIDTH;
        for (int i = 0; i < runs; i++) {
            int from = i * WIDTH;
            if (more && i == WIDTH - 1) {
                levels.add(new Group(Text.of("pick.more"), runs(options.subList(from, options.size()))));
                break;
            }
            List<Option> run = options.subList(from, Math.min(options.size(), from + WIDTH));
            levels.add(run.size() == 1 ? run.get(0) : new Group(Text.of("pick.run", run.get(0).label(),
                    run.get(run.size() - 1).label()), run));
        }
        return levels;
    }

    @Override
    public int seat() {
        return seat;
    }

    /** What the screen is about: the title, and the group open ("Red 7, from the top"). */
    public Text heading() {
        return opened == null ? title : Text.of("pick.pair", title, opened);
    }

    /** The options on the screen now, the i-th beside {@code keys().get(i)}. */
    public List<Option> shown() {
        return shown;
    }

    /** The buttons the options take, in the order of {@link #shown}. */
    public List<Button> keys() {
        return keys;
    }

    /**
     * The presses that make the move from the first level (1: its option is shown there; 2: in a
     * group shown there), or 0 if the pick does not hold it.
     */
    @Override
    public int pressesTo(int move) {
        return pressesTo(top, move);
    }

    private static int pressesTo(List<Option> options, int move) {
        for (Option option : options) {
            if (option instanceof Move made && made.move() == move) {
                return 1;
            }
            int deeper = option instanceof Group group ? pressesTo(group.options(), move) : 0;
            if (deeper > 0) {
                return deeper + 1;
            }
        }
        return 0;
    }

    /** The most presses any of its moves takes. */
    @Override
    public int mostPresses() {
        return presses(top);
    }

    private static int presses(List<Option> options) {
        int most = 1;
        for (Option option : options) {
            if (option instanceof Group group) {
                most = Math.max(most, 1 + presses(group.options()));
            }
        }
        return most;
    }

    /** Whether the first level is on the screen (BACK, when free, closes the pick). */
    public boolean atTop() {
        return shown == top;
    }

    /** What BACK does when no option takes it: null when it takes one. */
    public Text backLabel() {
        return shown.size() >= WIDTH ? null : Text.of(atTop() ? "pick.cancel" : "pick.back");
    }

    @Override
    public Outcome press(Button button) {
        int index = keys.indexOf(button);
        if (index < shown.size()) {
            Option option = shown.get(index);
            if (option instanceof Move move) {
                return new Chosen(move.move());
            }
            if (option instanceof Keep) {
                return new Closed();
            }
            shown = ((Group) option).options();
            opened = opened == null ? option.label() : Text.of("pick.pair", opened, option.label());
            return new Moved();
        }
        if (button != Button.BACK) {
            return new Ignored();
        }
        if (atTop()) {
            return new Closed();
        }
        shown = top;
        opened = null;
        return new Moved();
    }
}
