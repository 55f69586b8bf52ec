package org.tabula.rules.senator;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;

/** Shared helpers of the Senator tests: games from option names, moves from replay notation. */
final class Senators {
    private Senators() {
    }

    /** A game with the named flags switched on, such as {@code game(2, "caesar", "hidden")}. */
    static SenatorGame game(int players, String... flags) {
        Map<String, Object> options = new LinkedHashMap<>();
        for (String flag : flags) {
            options.put(flag, true);
        }
        return (SenatorGame) Senator.KIND.create(players, Senator.KIND.parseOptions(options));
    }

    /** Applies replay-notation moves such as {@code "0:7@D1"}; returns every event they caused. */
    static List<GameEvent> play(GameState state, String... moves) {
        List<GameEvent> events = new ArrayList<>();
        for (String move : moves) {
            int colon = move.indexOf(':');
            int seat = Integer.parseInt(move.substring(0, colon));
            state.apply(seat, state.parseMove(seat, move.substring(colon + 1)), events::add);
        }
        return events;
    }

    /** The table's view of the board: occupied square to card name. */
    static Map<String, String> board(GameState state) {
        return names(((SenatorView) state.view(GameState.TABLE)).board());
    }

    /** A view's board with its cards as the notation writes them, in reading order. */
    static Map<String, String> names(Map<String, BoardCard> board) {
        Map<String, String> names = new LinkedHashMap<>();
        board.forEach((square, card) -> names.put(square, card.notation()));
        return names;
    }

    /** A board written as {@code "01=R1 11=Y"}, in reading order. */
    static Map<String, String> boardOf(String squares) {
        Map<String, String> board = new LinkedHashMap<>();
        for (String square : squares.trim().split("\\s+")) {
            String[] parts = square.split("=");
            board.put(parts[0], parts[1]);
        }
        return board;
    }
}
