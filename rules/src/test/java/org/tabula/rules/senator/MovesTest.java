package org.tabula.rules.senator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tabula.rules.senator.Senators.game;
import static org.tabula.rules.senator.Senators.play;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameState;
import org.tabula.rules.IllegalMoveException;
import org.tabula.rules.MoveSyntaxException;
import org.tabula.rules.Seats;
import org.tabula.rules.senator.SenatorEvent.BannerPlaced;

class MovesTest {
    @Test
    void notationParsesAndPrintsBack() {
        GameState state = game(2).start(1);
        assertEquals(2 * 5 + 2, state.parseMove(1, "banner@22"));
        assertEquals(7 << 5 | 1, state.parseMove(0, "7@D1"));
        assertEquals(10 << 5 | 19, state.parseMove(0, " 10@L4 "));
        assertEquals(state.parseMove(0, "7@D1"), state.parseMove(0, "7@d1"));
        assertEquals(state.parseMove(1, "banner@22"), state.parseMove(1, "BANNER@22"));
        assertEquals("banner@22", state.formatMove(1, 12));
        assertEquals("7@D1", state.formatMove(0, 7 << 5 | 1));
        assertEquals("10@L4", state.formatMove(0, 10 << 5 | 19));
    }

    @Test
    void textThatIsNoMoveSaysWhatAMoveLooksLike() {
        GameState state = game(2).start(1);
        String usage = " is not a Senator move: push a card with <value>@<entry>, such as 7@D1"
                + " (entries D0-D4, U0-U4, R0-R4, L0-L4), or place the banner with banner@<square>, such as banner@22";
        for (String text : List.of("x", "", "7D1", "7@X1", "banner", "banner@2", "100@D1", "7@D12")) {
            assertSyntax("'" + text + "'" + usage, state, text);
        }
        assertSyntax("'7@D5' names no entry: a line index goes from 0 to 4, such as D1", state, "7@D5");
        assertSyntax("'banner@55' names no square: a square is its row and column, each 0 to 4, such as 22", state, "banner@55");
        assertSyntax("'0@D1' names no card: the cards go from 1 up, such as 7@D1", state, "0@D1");
    }

    @Test
    void seatOneMustPlaceTheBannerBeforeSeatZeroPushes() {
        GameState state = game(2).start(1);
        assertEquals(Seats.only(1), state.toMove());
        assertEquals(SenatorView.Phase.BANNER, ((SenatorView) state.view(GameState.TABLE)).phase());
        assertIllegal("Seat 1 must place the banner first", state, 0, "7@D1");
        assertIllegal("Seat 1 must place the banner first", state, 0, "banner@22");
        assertIllegal("You must place the banner first, with banner@<square> such as banner@22", state, 1, "7@D1");
        assertIllegal("Square 00 is a cut-off corner: put the banner on one of the 21 squares", state, 1, "banner@00");
        assertIllegal("Square 44 is a cut-off corner: put the banner on one of the 21 squares", state, 1, "banner@44");
        assertEquals(21, state.legalMoves(1).length);
        assertEquals(List.of(new BannerPlaced(1, new SenatorMove.Square(2, 2), false)), play(state, "1:banner@22"));
        assertEquals(Seats.only(0), state.toMove());
        assertIllegal("The banner is already on the board", state, 0, "banner@12");
    }

    @Test
    void pushingRefusesWithSentencesAPlayerUnderstands() {
        GameState state = game(2).start(1);
        play(state, "1:banner@22", "0:7@D1");
        assertIllegal("Not your turn: seat 1 is to move", state, 0, "6@D1");
        play(state, "1:7@D1");
        assertIllegal("You have no 7 left", state, 0, "7@U3");
        assertIllegal("There is no card 11: the cards go from 1 to 10", state, 0, "11@U3");
        assertEquals("Senator with 2 players has seats 0 to 1, not 2", state.whyIllegal(2, state.parseMove(0, "1@U3")));
        assertNull(state.whyIllegal(0, state.parseMove(0, "1@U3")));
    }

    @Test
    void threePlayersHaveSevenCardsAndNoBanner() {
        GameState state = game(3).start(1);
        assertEquals(Seats.only(0), state.toMove());
        assertEquals(SenatorView.Phase.PUSH, ((SenatorView) state.view(GameState.TABLE)).phase());
        assertIllegal("The three-player game has no banner", state, 0, "banner@22");
        assertIllegal("There is no card 8: the cards go from 1 to 7", state, 0, "8@D2");
        assertEquals(7 * 20, state.legalMoves(0).length);
        play(state, "0:7@D2", "1:7@D2", "2:7@D2");
        assertEquals(Map.of("02", "G7", "12", "B7", "22", "R7"), Senators.board(state));
    }

    @Test
    void setupFirstNamesTheSeatThatPushesFirst() {
        GameState state = game(2).start(1, Map.of("first", 1));
        assertEquals(Seats.only(0), state.toMove(), "the other seat places the banner");
        assertIllegal("Seat 0 must place the banner first", state, 1, "7@D1");
        play(state, "0:banner@13");
        assertEquals(Seats.only(1), state.toMove());
        play(state, "1:7@D1", "0:7@D1");
        assertEquals(Seats.only(1), state.toMove());
        GameState defaults = game(2).start(1, Map.of());
        assertEquals(Seats.only(1), defaults.toMove(), "an empty setup keeps the rule book's default");
        assertEquals(Seats.only(1), game(2).start(1, null).toMove());
    }

    @Test
    void badSetupsAreRefused() {
        assertSetup("setup.first must be a seat from 0 to 1, not 2", 2, Map.of("first", 2));
        assertSetup("setup.first must be a seat from 0 to 2, not -1", 3, Map.of("first", -1));
        assertSetup("setup.first must be a whole number, not the text \"x\"", 2, Map.of("first", "x"));
        assertSetup("unknown setup key 'banner' (known: first)", 2, Map.of("banner", "22"));
        Map<String, Object> nullFirst = new HashMap<>();
        nullFirst.put("first", null);
        assertEquals(Seats.only(1), game(2).start(1, nullFirst).toMove(), "a null first is no first");
    }

    private static void assertSetup(String message, int players, Map<String, Object> setup) {
        GameConfigException e = assertThrows(GameConfigException.class, () -> game(players).start(1, setup));
        assertEquals(message, e.getMessage());
    }

    private static void assertSyntax(String message, GameState state, String text) {
        MoveSyntaxException e = assertThrows(MoveSyntaxException.class, () -> state.parseMove(0, text));
        assertEquals(message, e.getMessage());
    }

    private static void assertIllegal(String reason, GameState state, int seat, String text) {
        int move = state.parseMove(seat, text);
        assertEquals(reason, state.whyIllegal(seat, move));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> state.apply(seat, move));
        assertEquals(reason, e.getMessage());
    }
}
