package org.tabula.rules.senator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tabula.rules.Scripted.play;
import static org.tabula.rules.Scripted.why;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.Why;

/**
 * The why of a Senator hint, pushing down column 2 as the rule book's push works: a card lands on
 * its entry's stair, and each push moves the line on one square, into the Senate and its centre.
 */
class SenatorWhyTest {
    private final Game game = Senator.KIND.create(2, Senator.KIND.parseOptions(Map.of()));

    @Test
    void aCardWaitsOnTheStairsThenEntersTheSenateThenTakesItsCentre() {
        GameState state = play(game.start(0), "1:banner@01");
        assertEquals(Why.of(SenatorWhy.WAITS, 7), why(state, 0, "7@D2"));
        play(state, "0:7@D2", "1:1@D4");
        assertEquals(Why.of(SenatorWhy.GAINS, 7), why(state, 0, "3@D2"), "the 7 moves on from 02 to 12, in the Senate");
        play(state, "0:3@D2", "1:2@D4");
        assertEquals(Why.of(SenatorWhy.TAKES_CENTRE), why(state, 0, "4@D2"), "the 7 moves on to 22");
    }

    @Test
    void aPushThatMovesAnotherFamilysCardOntoAStairTakesItsPointsAway() {
        // Red's 3 goes on to 12; blue pushes row 2 from the right: onto 14, on to 13, the 3 on to 11, then on to 10, a stair.
        GameState state = play(game.start(0), "1:banner@01", "0:3@D2", "1:1@L1", "0:7@D2", "1:2@L1", "0:9@U0", "1:4@L1", "0:8@U0");
        assertEquals(Why.of(SenatorWhy.PUSHES_OUT, game.seat(0), 3), why(state, 1, "5@L1"));
    }

    @Test
    void theBannerOnAStairOrInTheSenate() {
        GameState state = game.start(0);
        assertEquals(Why.of(SenatorWhy.BANNER_STAIRS), why(state, 1, "banner@01"));
        assertEquals(Why.of(SenatorWhy.BANNER_SENATE), why(state, 1, "banner@22"));
    }
}
