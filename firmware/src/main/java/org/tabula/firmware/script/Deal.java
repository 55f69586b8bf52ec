package org.tabula.firmware.script;

import java.util.List;

/**
 * One game of a script: its seed, its setup and its moves, read. A move written wrong ends the
 * moves read: {@code unreadable} says which and why, and a replay reports it only once the moves
 * before it are played, so that an earlier move's refusal is reported before a later one's form.
 *
 * @param unreadable the first move written wrong, or null when every move reads
 */
public record Deal(long seed, GameSetup setup, List<Move> moves, UnreadableMove unreadable) {
    /** The move at {@code index} of a game's moves, and why it does not read as one. */
    public record UnreadableMove(int index, String reason) {
    }

    public Deal {
        moves = List.copyOf(moves);
        if (unreadable != null && unreadable.index() != moves.size()) {
            throw new IllegalArgumentException("the unreadable move follows the " + moves.size() + " read, not at " + unreadable.index());
        }
    }

    /** A game whose moves all read. */
    public Deal(long seed, GameSetup setup, List<Move> moves) {
        this(seed, setup, moves, null);
    }
}
