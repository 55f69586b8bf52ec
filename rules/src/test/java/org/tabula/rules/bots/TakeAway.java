package org.tabula.rules.bots;

import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;
import org.tabula.rules.View;

/**
 * A test game of perfect information with a known solution: seats take turns taking 1 to 3
 * counters from one pile, and whoever takes the last wins. A pile that is not a multiple of 4 is
 * a win for the seat to move: take the remainder.
 */
public class TakeAway extends ToyGame {
    private final int pile;

    public TakeAway(int pile) {
        super("takeaway", 3);
        this.pile = pile;
    }

    @Override
    public GameState start(long seed) {
        return new State(this, pile, 0);
    }

    record PileView(int pile, int toMove) implements View {
    }

    static final class State extends ToyState {
        private final TakeAway game;
        private int pile;
        private int toMove;
        private int winner = -1;

        State(TakeAway game, int pile, int toMove) {
            this.game = game;
            this.pile = pile;
            this.toMove = toMove;
        }

        @Override
        public TakeAway game() {
            return game;
        }

        @Override
        public Seats toMove() {
            return isOver() ? Seats.NONE : Seats.only(toMove);
        }

        @Override
        public boolean isOver() {
            return winner >= 0;
        }

        @Override
        public int legalMoves(int seat, int[] out) {
            if (isOver() || seat != toMove) {
                return 0;
            }
            int n = 0;
            for (int take = 1; take <= Math.min(3, pile); take++) {
                out[n++] = take;
            }
            return n;
        }

        @Override
        boolean legal(int seat, int move) {
            return !isOver() && seat == toMove && move >= 1 && move <= Math.min(3, pile);
        }

        @Override
        void make(int seat, int move) {
            pile -= move;
            if (pile == 0) {
                winner = seat;
            }
            toMove = 1 - seat;
        }

        @Override
        public int[] scores() {
            return winner < 0 ? new int[2] : winner == 0 ? new int[] {1, -1} : new int[] {-1, 1};
        }

        @Override
        public View view(int audience) {
            return new PileView(pile, toMove);
        }

        @Override
        public State copy() {
            State copy = new State(game, pile, toMove);
            copy.winner = winner;
            return copy;
        }

        @Override
        public GameState determinize(int seat, SeededRandom rng) {
            return copy();
        }
    }
}
