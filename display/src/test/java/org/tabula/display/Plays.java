package org.tabula.display;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.tabula.rules.GameEvent;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;

/** Plays replay-script moves ("0:6") on a fresh game, keeping the events of the last move. */
public final class Plays {
    /** A state and the events its last move produced. */
    public record Played(GameState state, List<GameEvent> latest) {
    }

    private Plays() {
    }

    public static Played play(GameKind kind, int players, Map<String, Object> options, long seed, String... moves) {
        return play(kind.create(players, kind.parseOptions(options)).start(seed), moves);
    }

    /** As {@link #play(GameKind, int, Map, long, String...)}, from an explicit setup (the replay script's). */
    public static Played playFrom(GameKind kind, int players, Map<String, Object> options, Map<String, Object> setup, String... moves) {
        return play(kind.create(players, kind.parseOptions(options)).start(1, setup), moves);
    }

    public static Played play(GameState state, String... moves) {
        List<GameEvent> latest = new ArrayList<>();
        for (String move : moves) {
            int colon = move.indexOf(':');
            int seat = Integer.parseInt(move.substring(0, colon));
            latest.clear();
            state.apply(seat, state.parseMove(seat, move.substring(colon + 1)), latest::add);
        }
        return new Played(state, List.copyOf(latest));
    }

    /**
     * Plays up to {@code moves} random legal moves (the first seat to move, a move drawn from
     * {@code seed}), stopping early at the end of the game.
     */
    public static Played random(GameState state, long seed, int moves) {
        SeededRandom rng = new SeededRandom(seed);
        List<GameEvent> latest = new ArrayList<>();
        for (int i = 0; i < moves && !state.isOver(); i++) {
            int seat = state.toMove().first();
            int[] legal = state.legalMoves(seat);
            latest.clear();
            state.apply(seat, legal[rng.nextInt(legal.length)], latest::add);
        }
        return new Played(state, List.copyOf(latest));
    }

    /** A new game of {@code kind} after {@code moves} random moves. */
    public static Played random(GameKind kind, int players, Map<String, Object> options, long seed, int moves) {
        return random(kind.create(players, kind.parseOptions(options)).start(seed), seed, moves);
    }
}
