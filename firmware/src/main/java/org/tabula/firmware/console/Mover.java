package org.tabula.firmware.console;

/** Where a move chosen at the box (by the buttons, a tap or a bot) goes to be made: the activity, on the loop thread. */
@FunctionalInterface
interface Mover {
    void play(int seat, int move, long nowNanos);
}
