package org.tabula.rules.wheel;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.tabula.rules.GameEvent;
import org.tabula.rules.Notated;

/** Hand-built circles and a way to play replay-style moves on them, for the worked examples. */
final class WheelTables {
    /** Colour by colour: places 0-4 hold R1-R5, 5-9 G1-G5, 10-14 B1-B5, 15-19 Y1-Y5, 20-24 W1-W5. */
    static final List<String> BY_COLOUR = List.of(
            "R1", "R2", "R3", "R4", "R5", "G1", "G2", "G3", "G4", "G5", "B1", "B2", "B3", "B4", "B5",
            "Y1", "Y2", "Y3", "Y4", "Y5", "W1", "W2", "W3", "W4", "W5");

    /** Value by value: places 0-4 hold R1 G1 B1 Y1 W1, 5-9 the 2s in the same colour order, and so on. */
    static final List<String> BY_VALUE = List.of(
            "R1", "G1", "B1", "Y1", "W1", "R2", "G2", "B2", "Y2", "W2", "R3", "G3", "B3", "Y3", "W3",
            "R4", "G4", "B4", "Y4", "W4", "R5", "G5", "B5", "Y5", "W5");

    /** R1 (place 8) is both the last red and the last 1. */
    static final List<String> COLOUR_AND_VALUE_AT_ONCE = List.of(
            "R2", "R3", "R4", "R5", "G1", "B1", "Y1", "W1", "R1", "G2", "G3", "G4", "G5", "B2", "B3",
            "B4", "B5", "Y2", "Y3", "Y4", "Y5", "W2", "W3", "W4", "W5");

    /** Reds on the even places 0-8, greens on the odd places 1-9, then the rest colour by colour. */
    static final List<String> ALTERNATING = List.of(
            "R1", "G1", "R2", "G2", "R3", "G3", "R4", "G4", "R5", "G5", "B1", "B2", "B3", "B4", "B5",
            "Y1", "Y2", "Y3", "Y4", "Y5", "W1", "W2", "W3", "W4", "W5");

    /**
     * Value by value, each row of five turned one colour further: R1 G1 B1 Y1 W1, G2 B2 Y2 W2 R2,
     * B3 Y3 W3 R3 G3, Y4 W4 R4 G4 B4, W5 R5 G5 B5 Y5. With five seats moving one card at a time
     * seat i takes place i of every row, so the red of every row falls to a different seat.
     */
    static final List<String> ROTATED = List.of(
            "R1", "G1", "B1", "Y1", "W1", "G2", "B2", "Y2", "W2", "R2", "B3", "Y3", "W3", "R3", "G3",
            "Y4", "W4", "R4", "G4", "B4", "W5", "R5", "G5", "B5", "Y5");

    private WheelTables() {
    }

    static WheelState start(int players, Map<String, ?> options, List<String> circle) {
        return start(players, options, circle, 0);
    }

    static WheelState start(int players, Map<String, ?> options, List<String> circle, int first) {
        Map<String, Object> setup = new LinkedHashMap<>();
        setup.put("circle", circle);
        setup.put("first", first);
        return (WheelState) Wheel.KIND.create(players, Wheel.KIND.parseOptions(options)).start(1, setup);
    }

    /** Plays moves written as in a replay script ("0:2", "1:3x"); returns every event, in order. */
    static List<GameEvent> play(WheelState state, String... moves) {
        List<GameEvent> events = new ArrayList<>();
        for (String move : moves) {
            int seat = Integer.parseInt(move.substring(0, move.indexOf(':')));
            state.apply(seat, state.parseMove(seat, move.substring(move.indexOf(':') + 1)), events::add);
        }
        return events;
    }

    /** {@code count} one-card moves by the seats in turn, starting with {@code first}. */
    static String[] singleSteps(int players, int first, int count) {
        String[] moves = new String[count];
        for (int i = 0; i < count; i++) {
            moves[i] = (first + i) % players + ":1";
        }
        return moves;
    }

    /** Cards or colours as the notation writes them; null stays null. */
    static List<String> names(List<? extends Notated> values) {
        return values.stream().map(value -> value == null ? null : value.notation()).toList();
    }

    /** Each seat's cards as the notation writes them. */
    static List<List<String>> seatNames(List<List<WheelCard>> cards) {
        return cards.stream().map(WheelTables::names).toList();
    }
}
