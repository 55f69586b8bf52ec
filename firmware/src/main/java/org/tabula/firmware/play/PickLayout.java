package org.tabula.firmware.play;

import java.util.List;

import org.tabula.display.text.Text;
import org.tabula.hal.Button;
import org.tabula.rules.GameState;

/**
 * How a pick lays out the moves a tapped card or a list stands for: each move's label beside its
 * button (as the list words it, unless the game says otherwise), the groups a long pick opens
 * with, the order and the buttons, or a walk round the game's ring.
 */
public interface PickLayout extends TableWords {
    /**
     * For a long list of moves, the group a move belongs to (Senator: the card, before the entry),
     * as the list of groups shows it; null to list the moves without groups.
     */
    default Text group(GameState state, int seat, int move) {
        return null;
    }

    /**
     * A move as a pick of {@code among} shows it beside its button, which may leave out what all of
     * them share (Spite and Malice: the pile they come from); by default as the menu lists it.
     */
    default Text pickMove(GameState state, int seat, int move, int[] among) {
        return moveLabel(state, seat, move);
    }

    /**
     * The kind of move a pick's first press chooses when a card stands for more moves than there
     * are buttons (Senator's banner: the row; Spite and Malice: centre, new pile or discard), in a
     * pick of {@code among}; null to cut the moves into runs in order.
     */
    default Text pickGroup(GameState state, int seat, int move, int[] among) {
        return null;
    }

    /**
     * Where a move comes in a pick, lowest first (moves of equal rank keep the rules' order), so
     * that options sit on the buttons a player would expect.
     */
    default int pickRank(GameState state, int seat, int move) {
        return 0;
    }

    /**
     * The buttons a pick's options take, in the order of the options, BACK last: {@link Pick#BUTTONS}
     * (LEFT first), or OK first where the first option is the likeliest, so that a tap and OK makes
     * it (Spite and Malice).
     */
    default List<Button> pickKeys() {
        return Pick.BUTTONS;
    }

    /**
     * What PASS asks before it passes, where the pass gives something up for good (En Garde: the
     * bout) and the seat may still have another move; empty: PASS passes at once. The question
     * keeps playing on OK ({@link Pick#asking}), as abandoning a game and the Wheel of History's
     * throw do, so a stray press loses nothing.
     */
    default java.util.Optional<Text> passQuestion(GameState state, int seat) {
        return java.util.Optional.empty();
    }

    /**
     * The walk round a ring that picks among {@code moves} (Senator: a card's entries round the
     * board), titled {@code title}; null to pick with options beside the buttons ({@link Pick}).
     */
    default Walk walk(GameState state, int seat, Text title, int[] moves) {
        return null;
    }

    /** The move within its {@link #pickGroup} (Senator's banner: the column; Spite and Malice: the pile); by default as a pick of it alone shows it. */
    default Text pickItem(GameState state, int seat, int move) {
        return pickMove(state, seat, move, new int[] {move});
    }

    /**
     * A run of a group's moves, from {@code first} to {@code last}, as the option that opens it:
     * by default the group and the first and last items ("from the top: col 1 to col 5").
     */
    default Text pickRange(GameState state, int seat, Text group, int first, int last) {
        return Text.of("pick.range", group, pickItem(state, seat, first), pickItem(state, seat, last));
    }
}
