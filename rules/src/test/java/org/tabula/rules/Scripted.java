package org.tabula.rules;

/** Positions built from moves in the replay notation ({@code "0:7@D2"}), and the hint's why for a move there. */
public final class Scripted {
    private Scripted() {
    }

    /** Plays the moves, each {@code "<seat>:<move>"}, on the state and returns it. */
    public static GameState play(GameState state, String... moves) {
        for (String written : moves) {
            int colon = written.indexOf(':');
            int seat = Integer.parseInt(written.substring(0, colon));
            state.apply(seat, state.parseMove(seat, written.substring(colon + 1)));
        }
        return state;
    }

    /** Why the game would say the seat's move, written in the notation, is good now. */
    public static Why why(GameState state, int seat, String move) {
        InformationSet info = InformationSet.of(state, seat);
        return state.game().kind().why(info, state.parseMove(seat, move));
    }
}
