package org.tabula.rules.bots;

import org.tabula.rules.EventSink;
import org.tabula.rules.GameState;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.Refusal;

/** The boilerplate of a test game's state whose moves are written as plain numbers. */
abstract class ToyState implements GameState {
    /** The one reason a test game gives for any illegal move. */
    enum ToyRefusal implements Refusal.Reason {
        ILLEGAL;

        @Override
        public org.tabula.rules.Wording wording() {
            return new org.tabula.rules.Wording("rules.toy.ILLEGAL", "not a legal move of this test game");
        }
    }

    /** Whether the move is legal now. */
    abstract boolean legal(int seat, int move);

    /** Makes a move {@link #legal} has accepted. */
    abstract void make(int seat, int move);

    @Override
    public final Refusal refusal(int seat, int move) {
        return legal(seat, move) ? null : Refusal.of(ToyRefusal.ILLEGAL);
    }

    @Override
    public final void apply(int seat, int move, EventSink events) {
        Refusal refusal = refusal(seat, move);
        if (refusal != null) {
            throw new IllegalMoveException(refusal);
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
