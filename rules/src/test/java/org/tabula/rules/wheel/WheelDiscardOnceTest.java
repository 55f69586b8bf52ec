package org.tabula.rules.wheel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabula.rules.wheel.WheelScoringTest.view;
import static org.tabula.rules.wheel.WheelTables.BY_COLOUR;
import static org.tabula.rules.wheel.WheelTables.BY_VALUE;
import static org.tabula.rules.wheel.WheelTables.ROTATED;
import static org.tabula.rules.wheel.WheelTables.play;
import static org.tabula.rules.wheel.WheelTables.singleSteps;
import static org.tabula.rules.wheel.WheelTables.start;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.tabula.rules.GameEvent;
import org.tabula.rules.Seats;
import org.tabula.rules.wheel.WheelEvent.CardTaken;
import org.tabula.rules.wheel.WheelEvent.CardThrownAway;
import org.tabula.rules.wheel.WheelEvent.ColourScored;
import org.tabula.rules.wheel.WheelEvent.GameEnded;
import org.tabula.rules.wheel.WheelEvent.PawnMoved;
import org.tabula.rules.wheel.WheelEvent.ValueFell;

/** The discardOnce variant: once per game a seat may throw away the card it has just taken. */
class WheelDiscardOnceTest {
    private static final Map<String, Boolean> DISCARD_ONCE = Map.of("discardOnce", true);

    @Test
    void throwingTheLastCardOfAValueAwaySavesIt() {
        // Value by value: seat 0 takes R1 and B1, seat 1 G1 and Y1; seat 0 takes the fifth 1 (W1)
        // and throws it away. The 1s can no longer fall (nor white score): the game goes on.
        WheelState state = start(2, DISCARD_ONCE, BY_VALUE);
        play(state, "0:1", "1:1", "0:1", "1:1");
        WheelCard white1 = new WheelCard(WheelColour.WHITE, 1);
        assertEquals(List.of(new PawnMoved(0, 1, 3, 4), new CardTaken(0, 4, white1), new CardThrownAway(0, white1)), play(state, "0:1x"));
        assertFalse(state.isOver());
        WheelView view = view(state);
        assertEquals(Arrays.asList("W1", null), WheelTables.names(view.thrownAway()));
        assertEquals(List.of(List.of("R1", "B1"), List.of("G1", "Y1")), WheelTables.seatNames(view.holdings()));
        assertEquals(List.of(WheelColour.WHITE), view.blockedColours());
        assertEquals(List.of(1), view.blockedValues());
        assertArrayEquals(new int[] {1, 2, 3, 4, 5, 6}, state.legalMoves(1), "seat 1 may still throw a card away");
        // The 2s come next: seat 1 R2, seat 0 G2, seat 1 B2, seat 0 Y2, seat 1 W2, the fifth 2.
        // Seat 0 loses G2 + Y2 = 4, seat 1 R2 + B2 + W2 = 6.
        List<GameEvent> events = play(state, singleSteps(2, 1, 5));
        assertEquals(List.of(new ValueFell(2, List.of(4, 6)), new GameEnded(WheelEnding.VALUE_FELL, List.of(-4, -6))),
                events.subList(events.size() - 2, events.size()));
        assertEquals(Seats.of(0), state.winners());
    }

    @Test
    void aColourWithAThrownCardNeverScores() {
        // Colour by colour: seat 0 throws R1 away at once. Red and the 1s are dead.
        // Then single moves: seat 0 keeps the even places, seat 1 the odd ones, as without the throw.
        // Red leaves the circle on move 5 but does not score. Green (move 10): seat 0 G2 G4 = 6,
        // seat 1 G1 G3 G5 = 9; blue (15): 9 and 6; yellow (20): 6 and 9. W1 (move 21) is the last 1
        // but the 1s cannot fall. W2 (move 22, seat 1) is the fifth 2: seat 0 holds G2 Y2 (-4),
        // seat 1 R2 B2 W2 (-6). Final 21 - 4 = 17 against 24 - 6 = 18.
        WheelState state = start(2, DISCARD_ONCE, BY_COLOUR);
        play(state, "0:1x");
        List<GameEvent> events = play(state, singleSteps(2, 1, 4));
        assertTrue(events.stream().noneMatch(ColourScored.class::isInstance), events.toString());
        assertArrayEquals(new int[] {0, 0}, state.scores());
        events = play(state, singleSteps(2, 1, 5));
        assertEquals(new ColourScored(WheelColour.GREEN, List.of(6, 9)), events.get(events.size() - 1));
        play(state, singleSteps(2, 0, 11));
        assertArrayEquals(new int[] {21, 24}, state.scores());
        assertFalse(state.isOver(), "the last 1 has gone, but one 1 was thrown away");
        events = play(state, "1:1");
        assertEquals(new GameEnded(WheelEnding.VALUE_FELL, List.of(17, 18)), events.get(events.size() - 1));
        assertEquals(List.of(WheelColour.GREEN, WheelColour.BLUE, WheelColour.YELLOW), view(state).scoredColours());
    }

    @Test
    void eachSeatThrowsAwayOnlyOnce() {
        WheelState state = start(2, DISCARD_ONCE, BY_COLOUR);
        play(state, "0:2x", "1:1");
        assertEquals("You have already thrown a card away this game", state.whyIllegal(0, state.parseMove(0, "1x")));
        assertArrayEquals(new int[] {1, 2, 3}, state.legalMoves(0));
        assertEquals(List.of(new PawnMoved(0, 3, 2, 5), new CardTaken(0, 5, new WheelCard(WheelColour.GREEN, 1))), play(state, "0:3"));
        assertArrayEquals(new int[] {1, 2, 3, 4, 5, 6}, state.legalMoves(1));
    }

    /**
     * Five seats, one card at a time, on the rotated circle: each seat throws the red of one row away
     * (seat 0 R1 on move 1, seat 4 R2 on move 10 - the fifth 2 -, seat 3 R3, seat 2 R4, seat 1 R5),
     * so no value can fall and play goes on until the circle is empty. The four other colours score
     * as their fives leave on moves 21 (W), 23 (G), 24 (B) and 25 (Y). Seat i holds, row by row,
     * the colour i + row - 1: white gives seats 0-4 W5 W4 W3 W2 W1, green G2 G1 G5 G4 G3, blue
     * B3 B2 B1 B5 B4, yellow Y4 Y3 Y2 Y1 Y5. Totals 14, 10, 11, 12, 13. With colourAndValue as well
     * no value can score either, and the circle running empty ends the game (the ruling in docs/rules.md).
     */
    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void whenNoValueCanFallTheGameGoesOnUntilTheCircleIsEmpty(boolean colourAndValue) {
        WheelState state = start(5, Map.of("discardOnce", true, "colourAndValue", colourAndValue), ROTATED);
        String[] moves = singleSteps(5, 0, 25);
        for (int move : new int[] {1, 10, 14, 18, 22}) {
            moves[move - 1] += "x";
        }
        List<GameEvent> events = new ArrayList<>(play(state, Arrays.copyOfRange(moves, 0, 23)));
        assertEquals(List.of(1, 2, 3, 4, 5), view(state).blockedValues());
        assertEquals(List.of(WheelColour.RED), view(state).blockedColours());
        assertEquals(List.of("B5", "Y5"), WheelTables.names(view(state).circle()));
        assertEquals("Only 2 cards are left in the circle", state.whyIllegal(3, 3));
        events.addAll(play(state, moves[23]));
        assertEquals("Only 1 card is left in the circle", state.whyIllegal(4, 2));
        assertFalse(state.isOver());
        events.addAll(play(state, moves[24]));
        assertEquals(List.of(
                new ColourScored(WheelColour.WHITE, List.of(5, 4, 3, 2, 1)),
                new ColourScored(WheelColour.GREEN, List.of(2, 1, 5, 4, 3)),
                new ColourScored(WheelColour.BLUE, List.of(3, 2, 1, 5, 4)),
                new ColourScored(WheelColour.YELLOW, List.of(4, 3, 2, 1, 5)),
                new GameEnded(WheelEnding.CIRCLE_EMPTY, List.of(14, 10, 11, 12, 13))),
                events.stream().filter(e -> !(e instanceof PawnMoved || e instanceof CardTaken || e instanceof CardThrownAway)).toList());
        assertEquals(Arrays.asList("R1", "R5", "R4", "R3", "R2"), WheelTables.names(view(state).thrownAway()));
        assertEquals(List.of(), view(state).circle());
        assertEquals(Seats.of(0), state.winners());
    }
}
