package org.tabula.rules.bots;

import java.util.Set;

import org.tabula.rules.GameState;
import org.tabula.rules.GameType;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;
import org.tabula.rules.View;

/**
 * A test game that only a peeking bot can win more than half the time: the seed deals seat 0 a
 * coin (0 or 1) that seat 1 cannot see, and seat 1 wins by guessing it. Seat 0 does not move.
 */
final class HiddenCoin extends ToyGame {
    HiddenCoin() {
        super("hiddencoin", 2);
    }

    /** Seat 0's coin is its hidden hand, drawn from the seed. */
    @Override
    public GameType type() {
        return new GameType(GameType.Information.HANDS, GameType.Dynamics.SEQUENTIAL, GameType.ChanceMode.SHUFFLED,
                Set.of(GameType.Deal.BOX), Set.of());
    }

    @Override
    public GameState start(long seed) {
        return new State(this, new SeededRandom(seed).nextInt(2));
    }

    /** The coin is shown to seat 0, and to everyone once seat 1 has guessed. */
    record CoinView(Integer coin, Integer guess) implements View {
    }

    static final class State extends ToyState {
        private final HiddenCoin game;
        private final int coin;
        private int guess = -1;

        State(HiddenCoin game, int coin) {
            this.game = game;
            this.coin = coin;
        }

        @Override
        public HiddenCoin game() {
            return game;
        }

        @Override
        public Seats toMove() {
            return isOver() ? Seats.NONE : Seats.only(1);
        }

        @Override
        public boolean isOver() {
            return guess >= 0;
        }

        @Override
        public int legalMoves(int seat, int[] out) {
            if (isOver() || seat != 1) {
                return 0;
            }
            out[0] = 0;
            out[1] = 1;
            return 2;
        }

        @Override
        boolean legal(int seat, int move) {
            return !isOver() && seat == 1 && (move == 0 || move == 1);
        }

        @Override
        void make(int seat, int move) {
            guess = move;
        }

        @Override
        public int[] scores() {
            if (!isOver()) {
                return new int[2];
            }
            return guess == coin ? new int[] {0, 1} : new int[] {1, 0};
        }

        @Override
        public View view(int audience) {
            boolean shown = audience == 0 || isOver();
            return new CoinView(shown ? coin : null, isOver() ? guess : null);
        }

        @Override
        public State copy() {
            State copy = new State(game, coin);
            copy.guess = guess;
            return copy;
        }

        @Override
        public GameState determinize(int seat, SeededRandom rng) {
            State copy = new State(game, seat == 0 || isOver() ? coin : rng.nextInt(2));
            copy.guess = guess;
            return copy;
        }
    }
}
