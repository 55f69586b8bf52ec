package org.tabula.rules.spartacus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tabula.rules.spartacus.Table.play;
import static org.tabula.rules.spartacus.Table.start;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.tabula.rules.GameState;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.MoveSyntaxException;

/** Moves the rules refuse: each with the sentence the player reads, and nothing changed. */
class SpartacusIllegalMoveTest {

    /** Everything anyone can observe of a state. */
    private static List<Object> observe(SpartacusState state) {
        List<Object> seen = new ArrayList<>();
        seen.add(state.view(GameState.TABLE));
        for (int seat = 0; seat < state.game().players(); seat++) {
            seen.add(state.view(seat));
            seen.add(Arrays.toString(state.legalMoves(seat)));
        }
        seen.add(Arrays.toString(state.scores()));
        seen.add(state.toMove());
        return seen;
    }

    /** The move, written as in a script ("1:7"), is refused with exactly this reason and changes nothing. */
    private static void refused(SpartacusState state, String move, String reason) {
        int colon = move.indexOf(':');
        int seat = Integer.parseInt(move.substring(0, colon));
        int parsed = state.parseMove(seat, move.substring(colon + 1));
        List<Object> before = observe(state);
        assertEquals(reason, state.whyIllegal(seat, parsed), move);
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> state.apply(seat, parsed));
        assertEquals(reason, e.getMessage());
        assertEquals(before, observe(state), "refusing " + move + " changed the state");
    }

    @Test
    void aHigherOrEqualCard() {
        SpartacusState state = start(3, 0);
        play(state, "0:5");
        refused(state, "1:7", "7 is not lower than 5");
        refused(state, "1:5", "5 is not lower than 5");
        play(state, "1:4");
    }

    @Test
    void aPassWhileOnlyBannersAreOnTheTable() {
        SpartacusState state = start(3, 0);
        play(state, "0:B");
        refused(state, "1:pass", "You cannot pass while only banners are on the table");
        play(state, "1:B");
        refused(state, "2:pass", "You cannot pass while only banners are on the table");
    }

    @Test
    void aPassWhenLeading() {
        refused(start(3, 2), "2:pass", "You lead this trick: play a card, you cannot pass");
        refused(start(3, 2, "bannerJoker"), "2:pass", "You lead this trick: play a card, you cannot pass");
    }

    @Test
    void aCardNotHeld() {
        SpartacusState state = start(3, 0);
        // Seat 0 takes its 9; seat 1 leads.
        play(state, "0:9 1:pass 2:pass");
        play(state, "1:10 2:8");
        refused(state, "0:9", "You have already played your 9");
        // 0's banner, 1 passes: back at 2, whose 8 is lowest: 2 takes the trick and 0 leads.
        play(state, "0:B 1:pass");
        play(state, "0:7 1:6 2:5");
        refused(state, "0:B", "You have already played your banner");
    }

    @Test
    void aJokerNotHeld() {
        SpartacusState state = start(3, 0, "bannerJoker");
        play(state, "0:B 1:pass 2:pass");
        play(state, "1:5 2:pass");
        refused(state, "0:B", "You have already played your joker");
    }

    @Test
    void aSeatThatHasPassedPlaysAgain() {
        SpartacusState state = start(3, 0);
        play(state, "0:8 1:pass 2:6");
        refused(state, "1:3", "Seat 1 has passed and is out of this trick");
        refused(state, "1:pass", "Seat 1 has passed and is out of this trick");
    }

    @Test
    void notYourTurn() {
        SpartacusState state = start(4, 1);
        refused(state, "2:10", "Not your turn: seat 1 is to move");
        play(state, "1:10");
        refused(state, "1:9", "Not your turn: seat 2 is to move");
    }

    @Test
    void aNumberAfterAJokerMustStillGoBelowTheLastNumber() {
        SpartacusState state = start(3, 0, "bannerJoker");
        play(state, "0:5 1:B");
        refused(state, "2:7", "7 is not lower than 5");
        refused(state, "2:5", "5 is not lower than 5");
        play(state, "2:4");
    }

    @Test
    void aBannerWithoutBanners() {
        refused(start(3, 0, "noBanner"), "0:B", "There are no banners in this game (option noBanner)");
    }

    @Test
    void anyMoveOnceTheGameIsOver() {
        SpartacusState state = start(3, 0, "noBanner");
        play(state, "0:10 1:9 2:8 0:7 1:6 2:5 0:4 1:3 2:2 0:1 1:pass 2:pass");
        play(state, "1:10 2:9 0:8 1:7 2:6 0:5 1:4 2:3 0:2 1:1 2:pass 0:pass");
        play(state, "2:10 0:9 1:8 2:7 0:6 1:5 2:4 0:3");
        refused(state, "1:2", "The game is over");
    }

    @Test
    void seatsAndMoveNumbersOutsideTheGame() {
        SpartacusState state = start(3, 0);
        assertEquals("There is no seat 3 in this 3-player game", state.whyIllegal(3, 5));
        assertEquals("There is no seat -1 in this 3-player game", state.whyIllegal(-1, 5));
        assertEquals("Move 12 is not a Spartacus move", state.whyIllegal(0, 12));
        assertEquals("Move -1 is not a Spartacus move", state.whyIllegal(0, -1));
        List<Object> before = observe(state);
        assertThrows(IllegalMoveException.class, () -> state.apply(0, 12));
        assertEquals(before, observe(state));
    }

    @Test
    void textThatIsNoMove() {
        SpartacusState state = start(3, 0);
        for (String text : List.of("0", "11", "x", "", "7B", "-3", "passe")) {
            MoveSyntaxException e = assertThrows(MoveSyntaxException.class, () -> state.parseMove(0, text));
            assertEquals("'" + text + "' is not a Spartacus move: play a card 1 to 10, B for the banner, or pass", e.getMessage());
        }
        assertEquals(Cards.PASS, state.parseMove(0, " PASS "));
        assertEquals(Cards.BANNER, state.parseMove(0, "b"));
        assertEquals(10, state.parseMove(0, "10"));
    }
}
