package org.tabula.rules;

/**
 * One position of a game in play, modelled on OpenSpiel's {@code State}.
 *
 * <p>Moves are small integers whose meaning each game defines (like OpenSpiel's actions), so
 * that searches list and apply them cheaply; {@link #move} gives each one as its game's typed
 * {@link Move} record, and they print to and parse from the notation of the replay script. A
 * state is mutable: {@link #apply} changes it, and {@link #copy} gives an independent one.
 * Every random choice comes from the seeded generator the state was started with, so (options,
 * seed, moves) fix the whole game.
 */
public interface GameState {
    /** The audience of a view that is no single seat: what everyone at the table may see. */
    int TABLE = -1;

    /**
     * The chance seat, as OpenSpiel's chance player: the table revealing a card it shuffled and
     * dealt itself (a table deal). While a state waits for a reveal, {@link #toMove} is
     * {@link Seats#CHANCE}, the chance seat's legal moves are the cards still unseen, and a reveal
     * is its move ({@link Move.Reveal}); in a replay script it is written {@code "reveal:<card>"}.
     * No game has this many seats, so it is no player's seat.
     */
    int CHANCE = 30;

    /** The rules and options this state is played under. */
    Game game();

    /**
     * The seats that may move now; several when they choose at once (Sumo); none once over;
     * {@link Seats#CHANCE} while the table is to reveal a card.
     */
    Seats toMove();

    boolean isOver();

    /**
     * Writes the seat's legal moves, sorted ascending, into {@code out} and returns how many.
     * A seat that is not to move has none; the {@link #CHANCE} seat's are the cards it may reveal. {@code out} holds at least
     * {@link Game#maxLegalMoves()} entries.
     */
    int legalMoves(int seat, int[] out);

    default int[] legalMoves(int seat) {
        int[] buffer = new int[game().maxLegalMoves()];
        return java.util.Arrays.copyOf(buffer, legalMoves(seat, buffer));
    }

    /** Why the seat may not make this move now, as a reason and its arguments; null if it may. */
    Refusal refusal(int seat, int move);

    /** Why the seat may not make this move now, as an English sentence for the player; null if it may. */
    default String whyIllegal(int seat, int move) {
        Refusal refusal = refusal(seat, move);
        return refusal == null ? null : refusal.sentence();
    }

    /**
     * Makes the move and reports what happened to {@code events}.
     *
     * @throws IllegalMoveException with {@link #refusal}'s reason; the state is then unchanged
     */
    void apply(int seat, int move, EventSink events);

    default void apply(int seat, int move) {
        apply(seat, move, EventSink.DISCARD);
    }

    /**
     * Reads a move in the game's notation (the part after {@code "<seat>:"} in a replay script).
     * Only the syntax is checked here; whether the move is legal now is {@link #whyIllegal}'s job.
     *
     * @throws MoveSyntaxException if the text is no move of this game
     */
    int parseMove(int seat, String text);

    /** The move in the game's notation; {@code parseMove(seat, formatMove(seat, m)) == m}. */
    String formatMove(int seat, int move);

    /**
     * The move numbered {@code move} for the seat, as its game's typed record; a game whose
     * moves have no parts may leave them {@link Move.Numbered}.
     */
    default Move move(int seat, int move) {
        return new Move.Numbered(move);
    }

    /**
     * The number of a typed move of this game for the seat: {@code moveNumber(seat, move(seat, m)) == m}.
     *
     * @throws IllegalArgumentException if it is no move of this game
     */
    default int moveNumber(int seat, Move move) {
        if (move instanceof Move.Numbered numbered) {
            return numbered.number();
        }
        throw new IllegalArgumentException(move + " is no move of " + game().kind().name());
    }

    /** The seat's legal move that passes or ends its turn now ({@link Move#passes}), or -1 if it has none. */
    default int passMove(int seat) {
        for (int move : legalMoves(seat)) {
            if (move(seat, move).passes()) {
                return move;
            }
        }
        return -1;
    }

    /**
     * Whether the box knows the cards the seat holds: not at a table deal where the players
     * dealt the hands. A bot can only play a seat whose cards the box knows.
     */
    default boolean knowsHand(int seat) {
        return true;
    }

    /** One number per seat, as the rules count them so far (final once over). */
    int[] scores();

    /** Every seat whose score is the best, once the game is over; none before. */
    default Seats winners() {
        if (!isOver()) {
            return Seats.NONE;
        }
        return Seats.withHighest(scores());
    }

    /** What the audience (a seat, or {@link #TABLE}) may see, and nothing more. */
    View view(int audience);

    /** An independent copy: applying moves to either never changes the other. */
    GameState copy();

    /**
     * A state the seat cannot tell apart from this one: everything the seat may not see
     * (other hands, secret choices, the order of face-down piles, the generator's future) is
     * redrawn from {@code rng} among the possibilities consistent with the seat's view. Bots
     * search these, never the real state. This state is unchanged.
     */
    GameState determinize(int seat, SeededRandom rng);
}
