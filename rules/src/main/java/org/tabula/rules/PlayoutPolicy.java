package org.tabula.rules;

/**
 * How a game's search play-outs are played better than at random, for games where random moves
 * say little about a position (Spite and Malice: a random deal lasts some 1,400 moves, nothing
 * like a game between people): which legal move to make, and after how many moves to stop and
 * estimate each seat's chances instead of playing on to the end.
 */
public interface PlayoutPolicy {
    /** The index, among the {@code count} legal moves of {@code seat} in {@code moves}, of the move to make. */
    int choose(GameState state, int seat, int[] moves, int count, SeededRandom rng);

    /** How many moves a play-out makes before it stops and {@link #estimate}s. */
    int horizon();

    /**
     * Each seat's share of a win as far as the position in play tells, in [0, 1]: a sole sure
     * winner 1; partners share their side's.
     */
    double[] estimate(GameState state);
}
