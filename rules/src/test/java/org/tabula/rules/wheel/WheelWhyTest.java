package org.tabula.rules.wheel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tabula.rules.Scripted.play;
import static org.tabula.rules.Scripted.why;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.rules.Why;

/** The why of a Wheel of History hint, in hand-built circles: a tribe completed, the game ended ahead, a value blocked. */
class WheelWhyTest {
    @Test
    void takingTheFifthRedScoresTheTribe() {
        WheelState state = WheelTables.start(2, Map.of(), WheelTables.BY_COLOUR);
        play(state, "0:1", "1:1", "0:1", "1:1");
        assertEquals(Why.of(WheelWhy.SCORES, 1 + 3 + 5), why(state, 0, "1"), "seat 0 holds R1 and R3, and takes R5");
    }

    @Test
    void takingTheFifthOneEndsTheGameWithTheSeatAhead() {
        // Seat 0 takes R2 B2 Y2 W2, seat 1 G1 B1 Y1 R1; seat 0's W1 ends the game: -1 against -4.
        WheelState state = WheelTables.start(2, Map.of(), List.of("R2", "G1", "B2", "B1", "Y2", "Y1", "W2", "R1", "W1",
                "R3", "R4", "R5", "G2", "G3", "G4", "G5", "B3", "B4", "B5", "Y3", "Y4", "Y5", "W3", "W4", "W5"));
        play(state, "0:1", "1:1", "0:1", "1:1", "0:1", "1:1", "0:1", "1:1");
        assertEquals(Why.of(WheelWhy.ENDS_AHEAD), why(state, 0, "1"));
    }

    @Test
    void throwingAwayACardBlocksItsValue() {
        WheelState state = WheelTables.start(2, Map.of("discardOnce", true), WheelTables.BY_COLOUR);
        assertEquals(Why.of(WheelWhy.BLOCKS_VALUE, 1), why(state, 0, "1x"));
    }
}
