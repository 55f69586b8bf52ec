package org.tabula.firmware.console;

import org.tabula.firmware.cards.Card;

/** Where a move chosen at the box (by the buttons, a tap or a bot) goes to be made: the activity, on the loop thread. */
@FunctionalInterface
interface Mover {
    /** Makes the seat's move, chosen by a tap of {@code tapped} (null: by the buttons or a bot). */
    void play(int seat, int move, Card tapped, long nowNanos);
}
