package org.tabula.rules;

/**
 * Plays a state to its end with uniformly random legal moves: the inner loop of the bots'
 * searches and of the throughput benchmarks. Simultaneous movers move in seat order.
 */
public final class RandomPlayout {
    private final int[] moves;

    public RandomPlayout(Game game) {
        this.moves = new int[game.maxLegalMoves()];
    }

    /** Plays until the game is over, or {@code maxMoves} moves have been made; returns the count. */
    public int play(GameState state, SeededRandom rng, int maxMoves) {
        int made = 0;
        while (!state.isOver() && made < maxMoves) {
            int seat = state.toMove().first();
            int count = state.legalMoves(seat, moves);
            if (count == 0) {
                throw new IllegalStateException("seat " + seat + " is to move but has no legal move in " + state.game().kind().name());
            }
            state.apply(seat, moves[rng.nextInt(count)]);
            made++;
        }
        return made;
    }
}
