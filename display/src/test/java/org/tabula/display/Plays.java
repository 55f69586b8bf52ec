package org.tabula.display;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.tabula.rules.GameEvent;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;

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
}
