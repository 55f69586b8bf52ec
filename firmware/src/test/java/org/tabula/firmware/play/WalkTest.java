package org.tabula.firmware.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import org.tabula.display.senator.SenatorWords;
import org.tabula.display.text.Text;
import org.tabula.hal.Button;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.senator.SenatorMove;
import org.tabula.rules.senator.Senator;

class WalkTest {
    private static final GameAdapter SENATOR = ConsoleGames.of(Senator.KIND).adapter();
    private static final Text TITLE = Text.plain("Red 7");

    /** A two-player Senator game with the banner placed: seat 0 to push. */
    private static GameState senator() {
        GameKind kind = ConsoleGames.named("senator").kind();
        GameState state = kind.create(2, kind.parseOptions(null)).start(5);
        state.apply(1, state.parseMove(1, "banner@22"));
        return state;
    }

    private static int[] sevens(GameState state) {
        return Arrays.stream(state.legalMoves(0)).filter(m -> state.formatMove(0, m).startsWith("7@")).toArray();
    }

    private static String pointed(GameState state, Walk walk) {
        return state.formatMove(0, walk.pointed());
    }

    @Test
    void aCardsTwentyEntriesAreWalkedRoundTheBoardFromTheMiddleOfTheTop() {
        GameState state = senator();
        Walk walk = SENATOR.walk(state, 0, TITLE, sevens(state));
        assertEquals("7@D2", pointed(state, walk), "from the top, col 3");
        walk.press(Button.RIGHT);
        assertEquals("7@D3", pointed(state, walk), "RIGHT: clockwise, along the top to the right");
        walk.press(Button.RIGHT);
        walk.press(Button.RIGHT);
        assertEquals("7@L0", pointed(state, walk), "round the corner: from the right, row 1");
        walk.press(Button.PASS);
        assertEquals("7@U4", pointed(state, walk), "PASS: a quarter turn on, from the bottom, col 5");
        walk.press(Button.PASS);
        walk.press(Button.PASS);
        assertEquals("7@D0", pointed(state, walk), "from the left, row 5, a quarter turn on: from the top, col 1");
        walk.press(Button.LEFT);
        assertEquals("7@R0", pointed(state, walk), "LEFT wraps round the top left corner: from the left, row 1");
        assertEquals(new Pick.Chosen(state.parseMove(0, "7@R0")), walk.press(Button.OK));
        assertInstanceOf(Pick.Closed.class, walk.press(Button.BACK));
    }

    @Test
    void theWordsSayTheEntryAsPlayersCountFromOne() {
        GameState state = senator();
        Walk walk = SENATOR.walk(state, 0, TITLE, sevens(state));
        assertEquals(Text.of("pick.pair", Text.of("pick.senator.fromTop"), Text.of("pick.senator.column", 3)),
                SENATOR.pickMove(state, 0, walk.pointed(), new int[] {walk.pointed()}));
        SenatorMove.Entry fromTheLeftRowThree = new SenatorMove.Entry(SenatorMove.Direction.RIGHT, 2);
        assertEquals(Text.of("pick.pair", Text.of("pick.senator.fromLeft"), Text.of("pick.senator.row", 3)), SenatorWords.entry(fromTheLeftRowThree));
    }

    /**
     * Presses (OK included) to each of the 20 entries from the middle of the top: quarter turns
     * and steps, at most 6 (from the left, row 5: three quarter turns, two steps back, OK).
     */
    @Test
    void everyEntryIsAtMostSixPressesAwayAndOnAverageUnderFour() {
        GameState state = senator();
        int[] moves = sevens(state);
        Walk walk = SENATOR.walk(state, 0, TITLE, moves);
        int[] presses = Arrays.stream(moves).map(walk::pressesTo).toArray();
        assertEquals(6, walk.mostPresses());
        assertEquals(6, walk.pressesTo(state.parseMove(0, "7@R4")));
        assertEquals(1, walk.pressesTo(state.parseMove(0, "7@D2")), "OK at once");
        assertEquals(2, walk.pressesTo(state.parseMove(0, "7@L2")), "PASS, OK");
        assertEquals(3, walk.pressesTo(state.parseMove(0, "7@U2")), "PASS, PASS, OK");
        assertEquals(72, IntStream.of(presses).sum(), "3.6 presses on average: " + Arrays.toString(presses));
    }

    @Test
    void placesWithoutAMoveAreSkippedAndTheArrowStartsAtTheFirstMoveOnFromItsStart() {
        Walk walk = new Walk(0, TITLE, new int[] {30, 10, 20}, new int[] {19, 3, 11}, 20, 4);
        assertEquals(20, walk.pointed(), "place 4 has no move: the next clockwise, place 11");
        walk.press(Button.RIGHT);
        assertEquals(30, walk.pointed());
        walk.press(Button.RIGHT);
        assertEquals(10, walk.pointed(), "wraps round");
        walk.press(Button.PASS);
        assertEquals(20, walk.pointed(), "a quarter turn from place 3 is place 8, empty: on to 11");
        walk.press(Button.PASS);
        assertEquals(30, walk.pointed(), "16, empty: on to 19");
        walk.press(Button.PASS);
        assertEquals(20, walk.pointed(), "19 + 5 is place 4 round the ring, empty: on to 11");
        Walk few = new Walk(0, TITLE, new int[] {10, 20, 30}, new int[] {3, 11, 15}, 20, 11);
        few.press(Button.PASS);
        assertEquals(10, few.pointed(), "11 + 5 is place 16, past the last move: round to the first, 3");
        assertEquals(0, walk.pressesTo(99), "a move the walk does not hold");
        assertNull(SENATOR.walk(senatorBanner(), 1, TITLE, senatorBanner().legalMoves(1)), "the banner's squares are no walk");
    }

    private static GameState senatorBanner() {
        GameKind kind = ConsoleGames.named("senator").kind();
        return kind.create(2, kind.parseOptions(null)).start(5);
    }

    @Test
    void aWalkNeedsTwoMovesRoundAFourSidedRing() {
        assertThrows(IllegalArgumentException.class, () -> new Walk(0, TITLE, new int[] {1}, new int[] {0}, 20, 0));
        assertThrows(IllegalArgumentException.class, () -> new Walk(0, TITLE, new int[] {1, 2}, new int[] {0, 1}, 10, 0));
    }
}
