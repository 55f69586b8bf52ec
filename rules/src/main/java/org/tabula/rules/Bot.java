package org.tabula.rules;

/**
 * A computer player for one game (made by a kind of bot in {@code org.tabula.rules.bots}, or by
 * the game's kind as its rule bot, for that game's options and player count). Pure logic: no
 * I/O, no threads, no clock; every random choice comes from {@code rng}, so the same
 * information, budget (without a deadline) and seed always give the same move.
 *
 * <p>A bot sees a game only through an {@link InformationSet}: what its seat may see, and
 * determinised samples. It may keep caches between calls (the Sumo solution), never state that
 * changes its choices.
 */
public interface Bot {
    /**
     * One of {@code info.legalMoves()}.
     *
     * @throws IllegalStateException if the seat has no legal move (it is not to move)
     */
    int chooseMove(InformationSet info, Budget budget, SeededRandom rng);

    /**
     * The same move as {@link #chooseMove}, with the iterations of search it took: none for a bot
     * that does not search. A searching bot overrides it.
     */
    default Decision decide(InformationSet info, Budget budget, SeededRandom rng) {
        return new Decision(chooseMove(info, budget, rng), 0);
    }

    /** The seat's legal moves, refusing to choose for a seat that is not to move. */
    static int[] movesToChooseFrom(InformationSet info) {
        int[] legal = info.legalMoves();
        if (legal.length == 0) {
            throw new IllegalStateException("seat " + info.seat() + " is not to move");
        }
        return legal;
    }
}
