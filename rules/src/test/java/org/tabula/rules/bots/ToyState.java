package org.tabula.rules.bots;

import org.tabula.rules.EventSink;
import org.tabula.rules.GameState;
import org.tabula.rules.IllegalMoveException;

/** The boilerplate of a test game's state whose moves are written as plain numbers. */
abstract class ToyState implements GameState {
    /** Makes a move {@link #whyIllegal} has accepted. */
    abstract void make(int seat, int move);

    @Override
    public final void apply(int seat, int move, EventSink events) {
        String reason = whyIllegal(seat, move);
        if (reason != null) {
            throw new IllegalMoveException(reason);
        }
        make(seat, move);
    }

    @Override
    public final int parseMove(int seat, String text) {
        return Integer.parseInt(text);
    }

    @Override
    public final String formatMove(int seat, int move) {
        return Integer.toString(move);
    }
}
