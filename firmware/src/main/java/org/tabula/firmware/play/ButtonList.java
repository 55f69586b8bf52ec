package org.tabula.firmware.play;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.tabula.display.text.Text;
import org.tabula.rules.GameState;

/**
 * What OK opens for a seat: its legal moves the buttons offer (not a card named by its tap, one of
 * moves the rules treat alike), as one list, or, when the game groups its moves and the groups
 * make the list shorter, as the groups (Senator's cards), each then picked from as if tapped; one
 * group (Senator's banner) is picked from at once.
 */
public record ButtonList(int[] moves, Map<Text, int[]> groups) {
    /** @param groups the groups by label, in list order; null for one list of the moves */
    public ButtonList {
        moves = moves.clone();
    }

    public static ButtonList of(GameAdapter adapter, GameState state, int seat) {
        int[] moves = Arrays.stream(state.legalMoves(seat))
                .filter(move -> !adapter.namedByTap(state, seat, move) && adapter.offered(state, seat, move)).toArray();
        if (seat == GameState.CHANCE) {
            return new ButtonList(moves, null);
        }
        Map<Text, List<Integer>> groups = new LinkedHashMap<>();
        for (int move : moves) {
            Text group = adapter.group(state, seat, move);
            if (group == null) {
                return new ButtonList(moves, null);
            }
            groups.computeIfAbsent(group, key -> new ArrayList<>()).add(move);
        }
        if (groups.size() == moves.length) {
            return new ButtonList(moves, null);
        }
        Map<Text, int[]> grouped = new LinkedHashMap<>();
        groups.forEach((label, list) -> grouped.put(label, list.stream().mapToInt(Integer::intValue).toArray()));
        return new ButtonList(moves, grouped);
    }

    /**
     * The presses that make the move from the buttons, OK opening the list included: a line is
     * reached from no line by RIGHT (the first) or LEFT (the last), then OK; a group's moves are
     * picked as its tap's are. 0 if the list does not hold the move.
     */
    public int pressesTo(int move, PickLayout layout, GameState state, int seat) {
        if (groups == null) {
            int line = indexOf(moves, move);
            return line < 0 ? 0 : 1 + lineSteps(line, moves.length) + 1;
        }
        int line = 0;
        for (Map.Entry<Text, int[]> group : groups.entrySet()) {
            if (indexOf(group.getValue(), move) >= 0) {
                int picked = group.getValue().length == 1 ? 0 : MovePick.of(seat, group.getKey(), group.getValue(), layout, state).pressesTo(move);
                return groups.size() == 1 ? 1 + picked : 1 + lineSteps(line, groups.size()) + 1 + picked;
            }
            line++;
        }
        return 0;
    }

    /** RIGHT from no line reaches line 0 in one press, LEFT the last line. */
    private static int lineSteps(int line, int lines) {
        return Math.min(line + 1, lines - line);
    }

    private static int indexOf(int[] moves, int move) {
        for (int i = 0; i < moves.length; i++) {
            if (moves[i] == move) {
                return i;
            }
        }
        return -1;
    }
}
