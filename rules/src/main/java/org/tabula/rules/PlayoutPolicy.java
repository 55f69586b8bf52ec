package org.tabula.rules;

/**
 * How a game's search play-outs are played better than at random, for games where random moves
 * say little about a position (Spite and Malice: a random deal lasts some 1,400 moves, nothing
 * like a game between people): which legal move to make, and after how many moves to stop and
 * estimate each seat's chances instead of playing on to the end.
 */
public interface PlayoutPolicy {
    /**
     * The index, among the {@code count} legal moves of {@code seat} in {@code moves}, of the move
     * to make. ISMCTS also asks it which of a search node's untried moves to add first, offering
     * only those: a subset of the legal moves, in the same order.
     */
    int choose(GameState state, int seat, int[] moves, int count, SeededRandom rng);

    /** How many moves a play-out makes before it stops and {@link #estimate}s. */
    int horizon();

    /**
     * Each seat's share of a win as far as the position tells, in [0, 1]: a sole sure winner 1;
     * partners each have their side's whole chance, since their side's win is each one's win.
     * Also asked of a finished game, where it is exact: ISMCTS scores every play-out of a game
     * with a policy by this one measure, so that winning never looks worse than nearly winning
     * (as it would if two winning partners were scored as two tied winners, half a win each).
     */
    double[] estimate(GameState state);
}
