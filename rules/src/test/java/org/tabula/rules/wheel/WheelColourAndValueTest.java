package org.tabula.rules.wheel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.tabula.rules.wheel.WheelScoringTest.view;
import static org.tabula.rules.wheel.WheelTables.BY_COLOUR;
import static org.tabula.rules.wheel.WheelTables.BY_VALUE;
import static org.tabula.rules.wheel.WheelTables.play;
import static org.tabula.rules.wheel.WheelTables.singleSteps;
import static org.tabula.rules.wheel.WheelTables.start;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.rules.GameEvent;
import org.tabula.rules.Seats;
import org.tabula.rules.wheel.WheelEvent.CardTaken;
import org.tabula.rules.wheel.WheelEvent.ColourScored;
import org.tabula.rules.wheel.WheelEvent.GameEnded;
import org.tabula.rules.wheel.WheelEvent.PawnMoved;
import org.tabula.rules.wheel.WheelEvent.ValueScored;

/**
 * The colourAndValue variant: a completed value scores 5, 4, 3, 2, 1 points per card for values
 * 1-5, colours score face value, nothing is lost, and the game ends once both kinds have scored.
 * Every game here moves one card at a time with two seats: seat 0 takes the even places.
 */
class WheelColourAndValueTest {
    private static final Map<String, Boolean> COLOUR_AND_VALUE = Map.of("colourAndValue", true);

    @Test
    void valuesScoreReversedWorthsAndTheGameGoesOnUntilAColourScores() {
        // Value by value. The 1s (move 5): seat 0 R1 B1 W1 = 3 x 5 = 15, seat 1 G1 Y1 = 10.
        // The 2s (10): seat 0 G2 Y2 = 2 x 4 = 8, seat 1 R2 B2 W2 = 12. The 3s (15): seat 0 R3 B3 W3 = 9,
        // seat 1 G3 Y3 = 6. The 4s (20): seat 0 G4 Y4 = 2 x 2 = 4, seat 1 R4 B4 W4 = 6.
        // Move 21: seat 0 takes R5, the last red: seat 0 R1 R3 R5 = 9, seat 1 R2 R4 = 6. A colour and
        // a value have now scored: 15 + 8 + 9 + 4 + 9 = 45 against 10 + 12 + 6 + 6 + 6 = 40.
        WheelState state = start(2, COLOUR_AND_VALUE, BY_VALUE);
        List<GameEvent> events = play(state, singleSteps(2, 0, 5));
        assertEquals(new ValueScored(1, List.of(15, 10)), events.get(events.size() - 1));
        assertFalse(state.isOver());
        assertEquals(new ValueScored(2, List.of(8, 12)), last(play(state, singleSteps(2, 1, 5))));
        assertEquals(new ValueScored(3, List.of(9, 6)), last(play(state, singleSteps(2, 0, 5))));
        assertEquals(new ValueScored(4, List.of(4, 6)), last(play(state, singleSteps(2, 1, 5))));
        assertArrayEquals(new int[] {36, 34}, state.scores());
        assertEquals(List.of(
                new PawnMoved(0, 1, 19, 20),
                new CardTaken(0, 20, new WheelCard(WheelColour.RED, 5)),
                new ColourScored(WheelColour.RED, List.of(9, 6)),
                new GameEnded(WheelEnding.COLOUR_AND_VALUE_SCORED, List.of(45, 40))), play(state, "0:1"));
        assertEquals(List.of(1, 2, 3, 4), view(state).scoredValues());
        assertEquals(Seats.of(0), state.winners());
    }

    @Test
    void manyColoursMayScoreBeforeTheFirstValue() {
        // Colour by colour: red, green, blue and yellow score 30 each side as in the standard game,
        // but W1 (move 21, the last 1) now scores instead of falling: seat 0 R1 B1 W1 = 15,
        // seat 1 G1 Y1 = 10. Final 45 against 40.
        WheelState state = start(2, COLOUR_AND_VALUE, BY_COLOUR);
        play(state, singleSteps(2, 0, 20));
        assertArrayEquals(new int[] {30, 30}, state.scores());
        assertFalse(state.isOver());
        List<GameEvent> events = play(state, "0:1");
        assertEquals(List.of(new ValueScored(1, List.of(15, 10)), new GameEnded(WheelEnding.COLOUR_AND_VALUE_SCORED, List.of(45, 40))),
                events.subList(2, 4));
    }

    @Test
    void oneCardCompletingAColourAndAValueScoresBothThenEnds() {
        // R1 is the last red and the last 1 (see the standard test). Red: seat 0 7, seat 1 8.
        // The 1s: seat 0 G1 Y1 R1 = 15, seat 1 B1 W1 = 10. No penalty: 22 against 18.
        WheelState state = start(2, COLOUR_AND_VALUE, WheelTables.COLOUR_AND_VALUE_AT_ONCE);
        play(state, singleSteps(2, 0, 8));
        assertEquals(List.of(
                new PawnMoved(0, 1, 7, 8),
                new CardTaken(0, 8, new WheelCard(WheelColour.RED, 1)),
                new ColourScored(WheelColour.RED, List.of(7, 8)),
                new ValueScored(1, List.of(15, 10)),
                new GameEnded(WheelEnding.COLOUR_AND_VALUE_SCORED, List.of(22, 18))), play(state, "0:1"));
    }

    private static GameEvent last(List<GameEvent> events) {
        return events.get(events.size() - 1);
    }
}
