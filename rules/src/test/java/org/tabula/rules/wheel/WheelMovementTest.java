package org.tabula.rules.wheel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tabula.rules.wheel.WheelScoringTest.view;
import static org.tabula.rules.wheel.WheelTables.BY_COLOUR;
import static org.tabula.rules.wheel.WheelTables.play;
import static org.tabula.rules.wheel.WheelTables.start;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.MoveSyntaxException;
import org.tabula.rules.Seats;
import org.tabula.rules.wheel.WheelEvent.CardTaken;
import org.tabula.rules.wheel.WheelEvent.PawnMoved;

/** The pawn, the circle view, the move notation and the reasons a move is refused. */
class WheelMovementTest {
    @Test
    void thePawnStartsInTheGapBeforePlaceZero() {
        WheelState state = start(2, Map.of(), BY_COLOUR);
        WheelView view = view(state);
        assertEquals(-1, view.pawn());
        assertEquals(BY_COLOUR, WheelTables.names(view.circle()));
        assertEquals(BY_COLOUR, WheelTables.names(view.places()));
        assertEquals(0, view.toMove());
        assertEquals(List.of(new PawnMoved(0, 2, -1, 1), new CardTaken(0, 1, new WheelCard(WheelColour.RED, 2))), play(state, "0:2"));
        assertEquals(Seats.only(1), state.toMove());
    }

    @Test
    void thePawnWrapsAroundPastPlaceZero() {
        // Eight moves of 3 take places 2, 5, 8, 11, 14, 17, 20, 23 (R3 G1 G4 B2 B5 Y3 W1 W4).
        // From 23 the next three cards are at 24, 0 and 1: a move of 3 takes R2 at place 1.
        WheelState state = start(2, Map.of(), BY_COLOUR);
        play(state, "0:3", "1:3", "0:3", "1:3", "0:3", "1:3", "0:3", "1:3");
        assertEquals(23, view(state).pawn());
        assertEquals(List.of(new PawnMoved(0, 3, 23, 1), new CardTaken(0, 1, new WheelCard(WheelColour.RED, 2))), play(state, "0:3"));
        WheelView view = view(state);
        assertEquals(List.of(List.of("R2", "R3", "G4", "B5", "W1"), List.of("G1", "B2", "Y3", "W4")), WheelTables.seatNames(view.holdings()));
        // Clockwise from the pawn at 1: places 3 4 6 7 9 10 12 13 15 16 18 19 21 22 24 0.
        assertEquals(List.of("R4", "R5", "G2", "G3", "G5", "B1", "B3", "B4", "Y1", "Y2", "Y4", "Y5", "W2", "W3", "W5", "R1"),
                WheelTables.names(view.circle()));
        assertArrayEquals(new int[] {0, 0}, state.scores());
    }

    @Test
    void thePawnSkipsSeveralEmptyPlaces() {
        // Six single moves empty places 0-5 (red scores on move 5: seat 0 R1 R3 R5 = 9, seat 1 R2 R4 = 6);
        // six moves of 3 take places 8, 11, 14, 17, 20, 23. From 23 the first card is at 24 and the
        // second, past the six empty places 0-5, at place 6 (G2).
        WheelState state = start(2, Map.of(), BY_COLOUR);
        play(state, "0:1", "1:1", "0:1", "1:1", "0:1", "1:1", "0:3", "1:3", "0:3", "1:3", "0:3", "1:3");
        assertEquals(List.of(new PawnMoved(0, 2, 23, 6), new CardTaken(0, 6, new WheelCard(WheelColour.GREEN, 2))), play(state, "0:2"));
        assertEquals(List.of("G3", "G5", "B1", "B3", "B4", "Y1", "Y2", "Y4", "Y5", "W2", "W3", "W5"), WheelTables.names(view(state).circle()));
        List<String> places = Arrays.asList(null, null, null, null, null, null, null, "G3", null, "G5", "B1", null, "B3",
                "B4", null, "Y1", "Y2", null, "Y4", "Y5", null, "W2", "W3", null, "W5");
        assertEquals(places, WheelTables.names(view(state).places()));
        assertArrayEquals(new int[] {9, 6}, state.scores());
    }

    @Test
    void movesPrintAndParseInTheScriptNotation() {
        WheelState state = start(2, Map.of("discardOnce", true), BY_COLOUR);
        assertArrayEquals(new int[] {1, 2, 3, 4, 5, 6}, state.legalMoves(0));
        assertEquals(List.of("1", "2", "3", "1x", "2x", "3x"),
                Arrays.stream(state.legalMoves(0)).mapToObj(m -> state.formatMove(0, m)).toList());
        assertEquals(5, state.parseMove(0, " 2x "));
        assertEquals("You may move the pawn 1, 2 or 3 cards", assertThrows(MoveSyntaxException.class, () -> state.parseMove(0, "4")).getMessage());
        assertEquals("You may move the pawn 1, 2 or 3 cards", assertThrows(MoveSyntaxException.class, () -> state.parseMove(0, "0x")).getMessage());
        assertEquals("'two' is not a Wheel of History move: write how many cards the pawn moves (1, 2 or 3),"
                + " with x to throw the card away, such as 2 or 2x",
                assertThrows(MoveSyntaxException.class, () -> state.parseMove(0, "two")).getMessage());
    }

    @Test
    void refusedMovesSaySentencesAndChangeNothing() {
        WheelState state = start(3, Map.of(), BY_COLOUR);
        assertEquals("Not your turn: seat 0 is to move", state.whyIllegal(1, 1));
        assertEquals("You may move the pawn 1, 2 or 3 cards", state.whyIllegal(0, 0));
        assertEquals("You may move the pawn 1, 2 or 3 cards", state.whyIllegal(0, 7));
        assertEquals("Cards may not be thrown away in this game (that is the discardOnce variant)", state.whyIllegal(0, 5));
        assertEquals("This game has seats 0 to 2, not 3", state.whyIllegal(3, 1));
        assertNull(state.whyIllegal(0, 3));
        WheelView before = view(state);
        IllegalMoveException refused = assertThrows(IllegalMoveException.class, () -> state.apply(2, 1));
        assertEquals("Not your turn: seat 0 is to move", refused.getMessage());
        assertEquals(before, view(state));
        assertArrayEquals(new int[] {1, 2, 3}, state.legalMoves(0));
        assertArrayEquals(new int[0], state.legalMoves(1));
    }

    @Test
    void aCopyAndADeterminisedStateAreIndependentOfTheOriginal() {
        WheelState state = start(2, Map.of(), BY_COLOUR);
        WheelState copy = state.copy();
        WheelState sample = state.determinize(1, new org.tabula.rules.SeededRandom(5));
        play(state, "0:3");
        assertEquals(BY_COLOUR, WheelTables.names(view(copy).circle()));
        assertEquals(view(copy), view(sample));
    }
}
