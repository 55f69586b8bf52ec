package org.tabula.rules;

/**
 * What one seat knows of a game in play, and the only thing a {@link Bot} is given: the seat's
 * view, its own legal moves, who is to move, and {@link #sample} - a full state drawn by the
 * game's {@link GameState#determinize} among those the seat cannot tell apart from the real one.
 *
 * <p>The real state is held privately and never handed out, so a bot cannot peek at hidden
 * cards or choices even by mistake (TAG hands its players {@code copy(playerId)} for the same
 * reason). A copy is taken on construction: later moves on the real state do not leak in.
 */
public final class InformationSet {
    private final GameState real;
    private final int seat;

    private InformationSet(GameState real, int seat) {
        this.real = real;
        this.seat = seat;
    }

    /** What {@code seat} knows of {@code state} now. */
    public static InformationSet of(GameState state, int seat) {
        int players = state.game().players();
        if (seat < 0 || seat >= players) {
            throw new IllegalArgumentException("there is no seat " + seat + " in a " + players + "-player game");
        }
        return new InformationSet(state.copy(), seat);
    }

    public int seat() {
        return seat;
    }

    public Game game() {
        return real.game();
    }

    /** Everything the seat may see, as the game's view record. */
    public View view() {
        return real.view(seat);
    }

    public Seats toMove() {
        return real.toMove();
    }

    public boolean isOver() {
        return real.isOver();
    }

    /** The seat's legal moves, sorted ascending (its own options are always known to it). */
    public int[] legalMoves() {
        return real.legalMoves(seat);
    }

    public String formatMove(int move) {
        return real.formatMove(seat, move);
    }

    /** One of the seat's moves as its game's typed record. */
    public Move move(int move) {
        return real.move(seat, move);
    }

    /**
     * What the seat sees after making {@code move}, in one state it cannot tell apart from the real
     * one: the same in every such state but for cards the move draws, which a hint's why never reads.
     */
    public View viewAfter(int move) {
        GameState after = sample(new SeededRandom(0));
        after.apply(seat, move);
        return after.view(seat);
    }

    /** A state the seat cannot tell apart from the real one, with every hidden part drawn from {@code rng}. */
    public GameState sample(SeededRandom rng) {
        return real.determinize(seat, rng);
    }
}
