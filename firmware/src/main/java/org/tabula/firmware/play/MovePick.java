package org.tabula.firmware.play;

import org.tabula.display.text.Text;
import org.tabula.hal.Button;
import org.tabula.rules.GameState;

/**
 * A seat's pick among the moves a tap (or a group of the list) stands for, made with the buttons:
 * options beside the buttons ({@link Pick}), or an arrow walked round a ring ({@link Walk}).
 */
public sealed interface MovePick permits Pick, Walk {
    /** The seat picking. */
    int seat();

    /** What a press does. */
    Pick.Outcome press(Button button);

    /** The presses, the last one choosing included, that make the move from where the pick opens; 0 if it does not hold it. */
    int pressesTo(int move);

    /** The most presses any of its moves takes. */
    int mostPresses();

    /** The game's pick among {@code moves} (at least two): its walk where it has one, else options beside the buttons. */
    static MovePick of(int seat, Text title, int[] moves, PickLayout layout, GameState state) {
        Walk walk = layout.walk(state, seat, title, moves);
        return walk != null ? walk : Pick.of(seat, title, moves, layout, state);
    }
}
