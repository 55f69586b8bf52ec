package org.tabula.rules.engarde;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;

/** Test helpers: games under options, positions laid out as the sources draw them, and moves in the notation. */
final class Bouts {
    private Bouts() {
    }

    static EnGardeGame game(Map<String, Object> options) {
        return (EnGardeGame) EnGarde.KIND.create(2, EnGarde.KIND.parseOptions(options));
    }

    /** A position: each seat's hand and the pack (top first) as digit strings ("45555"), the squares, the seat to move. */
    static EnGardeState position(EnGardeGame game, String hand0, String hand1, String pack, int square0, int square1, int first) {
        return game.start(0, Map.of("hands", List.of(cards(hand0), cards(hand1)), "pack", cards(pack),
                "positions", List.of(square0, square1), "first", first));
    }

    private static List<String> cards(String digits) {
        return Arrays.stream(digits.split("")).filter(s -> !s.isEmpty()).toList();
    }

    /** Plays the move written in the notation and returns its events. */
    static List<GameEvent> play(GameState state, int seat, String move) {
        List<GameEvent> events = new ArrayList<>();
        state.apply(seat, state.parseMove(seat, move), events::add);
        return events;
    }

    static EnGardeView view(GameState state, int audience) {
        return (EnGardeView) state.view(audience);
    }

    /** The seat's legal moves in the notation. */
    static List<String> legal(GameState state, int seat) {
        return Arrays.stream(state.legalMoves(seat)).mapToObj(move -> state.formatMove(seat, move)).toList();
    }
}
