package org.tabula.rules.wheel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabula.rules.wheel.WheelTables.BY_COLOUR;
import static org.tabula.rules.wheel.WheelTables.BY_VALUE;
import static org.tabula.rules.wheel.WheelTables.play;
import static org.tabula.rules.wheel.WheelTables.singleSteps;
import static org.tabula.rules.wheel.WheelTables.start;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;
import org.tabula.rules.wheel.WheelEvent.CardTaken;
import org.tabula.rules.wheel.WheelEvent.ColourScored;
import org.tabula.rules.wheel.WheelEvent.GameEnded;
import org.tabula.rules.wheel.WheelEvent.PawnMoved;
import org.tabula.rules.wheel.WheelEvent.ValueFell;

/** The standard game, worked out by hand on hand-built circles. Every game here moves one card at a time. */
class WheelScoringTest {
    @Test
    void aColourScoresWhenItsFifthCardLeavesTheCircle() {
        // Colour by colour, two seats: seat 0 takes places 0, 2, 4 (R1 R3 R5 = 9),
        // seat 1 places 1, 3 (R2 R4 = 6). R5 is the last red: red scores on move 5.
        WheelState state = start(2, Map.of(), BY_COLOUR);
        play(state, singleSteps(2, 0, 4));
        assertArrayEquals(new int[] {0, 0}, state.scores());
        assertEquals(List.of(
                new PawnMoved(0, 1, 3, 4),
                new CardTaken(0, 4, new WheelCard(WheelColour.RED, 5)),
                new ColourScored(WheelColour.RED, List.of(9, 6))), play(state, "0:1"));
        assertArrayEquals(new int[] {9, 6}, state.scores());
        assertFalse(state.isOver());
        assertEquals(List.of(WheelColour.RED), view(state).scoredColours());
        assertEquals(Seats.NONE, state.winners());
    }

    @Test
    void everySeatScoresItsOwnCardsOfTheColour() {
        // Three seats take places 0-4 in turn: seat 0 R1 R4 = 5, seat 1 R2 R5 = 7, seat 2 R3 = 3.
        // G1..G5 (places 5-9) then go to seats 2, 0, 1, 2, 0: seat 0 G2 G5 = 7, seat 1 G3 = 3, seat 2 G1 G4 = 5.
        WheelState state = start(3, Map.of(), BY_COLOUR);
        List<?> events = play(state, singleSteps(3, 0, 5));
        assertEquals(new ColourScored(WheelColour.RED, List.of(5, 7, 3)), events.get(events.size() - 1));
        events = play(state, "2:1", "0:1", "1:1", "2:1", "0:1");
        assertEquals(new ColourScored(WheelColour.GREEN, List.of(7, 3, 5)), events.get(events.size() - 1));
        assertArrayEquals(new int[] {12, 10, 8}, state.scores());
    }

    @Test
    void aSeatWithNoCardOfTheColourGainsNothing() {
        // R1 G1 R2 G2 ... R5 G5: seat 0 takes every red (15), seat 1 every green.
        WheelState state = start(2, Map.of(), WheelTables.ALTERNATING);
        List<?> events = play(state, singleSteps(2, 0, 9));
        assertEquals(new ColourScored(WheelColour.RED, List.of(15, 0)), events.get(events.size() - 1));
        assertEquals(List.of(new PawnMoved(1, 1, 8, 9), new CardTaken(1, 9, new WheelCard(WheelColour.GREEN, 5)), new ColourScored(WheelColour.GREEN, List.of(0, 15))),
                play(state, "1:1"));
        assertArrayEquals(new int[] {15, 15}, state.scores());
    }

    @Test
    void aValueEndsTheGameWithPenalties() {
        // Colour by colour, two seats, 21 moves. Seat 0 takes the even places, seat 1 the odd ones.
        // Red (move 5): seat 0 R1 R3 R5 = 9, seat 1 R2 R4 = 6. Green (move 10): seat 0 G2 G4 = 6,
        // seat 1 G1 G3 G5 = 9. Blue (15): 9 and 6. Yellow (20): 6 and 9. Totals 30 and 30.
        // Move 21: seat 0 takes W1 (place 20), the fifth 1: the 1s fall and the game ends.
        // Seat 0 holds R1 B1 W1 and loses 3; seat 1 holds G1 Y1 and loses 2: 27 against 28.
        WheelState state = start(2, Map.of(), BY_COLOUR);
        play(state, singleSteps(2, 0, 20));
        assertArrayEquals(new int[] {30, 30}, state.scores());
        assertFalse(state.isOver());
        assertEquals(List.of(
                new PawnMoved(0, 1, 19, 20),
                new CardTaken(0, 20, new WheelCard(WheelColour.WHITE, 1)),
                new ValueFell(1, List.of(3, 2)),
                new GameEnded(WheelEnding.VALUE_FELL, List.of(27, 28))), play(state, "0:1"));
        assertArrayEquals(new int[] {27, 28}, state.scores());
        assertTrue(state.isOver());
        assertEquals(WheelEnding.VALUE_FELL, state.ending());
        assertEquals(Seats.of(1), state.winners());
        assertEquals(Seats.NONE, state.toMove());
        assertEquals("The game is over", state.whyIllegal(1, 1));
        WheelView view = view(state);
        assertEquals(List.of(1), view.scoredValues());
        assertEquals(List.of(WheelColour.RED, WheelColour.GREEN, WheelColour.BLUE, WheelColour.YELLOW), view.scoredColours());
        assertEquals(List.of("W2", "W3", "W4", "W5"), WheelTables.names(view.circle()));
        assertEquals(null, view.toMove());
    }

    @Test
    void aCardCompletingAColourAndAValueScoresTheColourFirst() {
        // R2 R3 R4 R5 G1 B1 Y1 W1 R1, then the other 16 cards. Seat 0 takes places 0 2 4 6 8:
        // R2 R4 G1 Y1 R1; seat 1 places 1 3 5 7: R3 R5 B1 W1. R1 (move 9) is the last red and the
        // last 1. Red first: seat 0 R2 R4 R1 = 7, seat 1 R3 R5 = 8. Then the 1s fall: seat 0 holds
        // G1 Y1 R1 and loses 3, seat 1 holds B1 W1 and loses 2. Final 7 - 3 = 4 against 8 - 2 = 6.
        WheelState state = start(2, Map.of(), WheelTables.COLOUR_AND_VALUE_AT_ONCE);
        play(state, singleSteps(2, 0, 8));
        assertEquals(List.of(
                new PawnMoved(0, 1, 7, 8),
                new CardTaken(0, 8, new WheelCard(WheelColour.RED, 1)),
                new ColourScored(WheelColour.RED, List.of(7, 8)),
                new ValueFell(1, List.of(3, 2)),
                new GameEnded(WheelEnding.VALUE_FELL, List.of(4, 6))), play(state, "0:1"));
        assertEquals(Seats.of(1), state.winners());
    }

    @Test
    void totalsMayBeNegative() {
        // Value by value: the first five cards are the five 1s. Seat 0 takes R1 B1 W1, seat 1 G1 Y1;
        // W1 (move 5) is the last 1: no colour has scored, so the penalties leave -3 against -2.
        WheelState state = start(2, Map.of(), BY_VALUE);
        List<?> events = play(state, singleSteps(2, 0, 5));
        assertEquals(new GameEnded(WheelEnding.VALUE_FELL, List.of(-3, -2)), events.get(events.size() - 1));
        assertEquals(Seats.of(1), state.winners());
    }

    @Test
    void tiedSeatsAllWin() {
        // Four seats, colour by colour: seat s takes places s, s + 4, ... Red: seat 0 R1 R5 = 6,
        // seat 1 R2 = 2, seat 2 R3 = 3, seat 3 R4 = 4. Then G1..G5 go to seats 1, 2, 3, 0, 1:
        // green gives seat 0 G4 = 4, seat 1 G1 G5 = 6, seat 2 G2 = 2, seat 3 G3 = 3.
        // Blue B1..B5 to seats 2, 3, 0, 1, 2: seat 0 B3 = 3, seat 1 B4 = 4, seat 2 B1 B5 = 6, seat 3 B2 = 2.
        // Yellow Y1..Y5 to seats 3, 0, 1, 2, 3: seat 0 Y2 = 2, seat 1 Y3 = 3, seat 2 Y4 = 4, seat 3 Y1 Y5 = 6.
        // Each seat has 15. W1 (move 21, seat 0) is the last 1: seat 0 holds R1 W1 (-2), seat 1 G1 (-1),
        // seat 2 B1 (-1), seat 3 Y1 (-1). Seats 1, 2 and 3 tie on 14.
        WheelState state = start(4, Map.of(), BY_COLOUR);
        List<?> events = play(state, singleSteps(4, 0, 21));
        assertEquals(new ValueFell(1, List.of(2, 1, 1, 1)), events.get(events.size() - 2));
        assertArrayEquals(new int[] {13, 14, 14, 14}, state.scores());
        assertEquals(Seats.of(1, 2, 3), state.winners());
    }

    static WheelView view(WheelState state) {
        return (WheelView) state.view(GameState.TABLE);
    }
}
