package org.tabula.firmware.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

import org.tabula.display.text.Text;
import org.tabula.hal.Button;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.senator.Senator;

class PickTest {
    private static final GameAdapter SENATOR = ConsoleGames.of(Senator.KIND).adapter();
    private static final Text TITLE = Text.plain("test");

    private static GameState senator() {
        GameKind kind = ConsoleGames.named("senator").kind();
        return kind.create(2, kind.parseOptions(null)).start(5);
    }

    private static int[] moves(GameState state, int seat, String... texts) {
        return Arrays.stream(texts).mapToInt(text -> state.parseMove(seat, text)).toArray();
    }

    @Test
    void theBannersTwentyOneSquaresAreARowThenAColumnAndBackTakesTheFifthRow() {
        GameState state = senator();
        Pick pick = Pick.of(1, TITLE, state.legalMoves(1), SENATOR, state);
        assertEquals(5, pick.shown().size());
        assertEquals(Text.of("pick.senator.row", 1), pick.shown().get(0).label(), "rows counted from 1");
        assertNull(pick.backLabel(), "five rows: BACK takes the last");
        assertInstanceOf(Pick.Moved.class, pick.press(Button.BACK));
        assertEquals(List.of(Text.of("pick.senator.column", 2), Text.of("pick.senator.column", 3), Text.of("pick.senator.column", 4)),
                pick.shown().stream().map(Pick.Option::label).toList());
        assertEquals(Text.of("pick.back"), pick.backLabel());
        assertInstanceOf(Pick.Ignored.class, pick.press(Button.PASS), "nothing beside PASS");
        pick.press(Button.BACK);
        assertTrue(pick.atTop());
        pick.press(Button.OK);
        assertEquals(new Pick.Chosen(state.parseMove(1, "banner@12")), pick.press(Button.RIGHT));
    }

    @Test
    void fewMovesAreOnePressEachAndBackCancels() {
        GameState state = senator();
        Pick pick = Pick.of(1, TITLE, moves(state, 1, "banner@01", "banner@22", "banner@43"), SENATOR, state);
        assertEquals(Text.of("pick.pair", Text.of("pick.senator.row", 3), Text.of("pick.senator.column", 3)), pick.shown().get(1).label());
        assertInstanceOf(Pick.Ignored.class, pick.press(Button.PASS));
        assertInstanceOf(Pick.Closed.class, pick.press(Button.BACK));
        assertEquals(new Pick.Chosen(state.parseMove(1, "banner@43")), pick.press(Button.RIGHT));
    }

    @Test
    void withoutGroupsMovesComeInRunsOfFiveAndPast25TheFifthHoldsTheRest() {
        GameState state = senator();
        state.apply(1, state.parseMove(1, "banner@22"));
        int[] moves = Arrays.copyOf(state.legalMoves(0), 31);
        Pick pick = Pick.of(0, TITLE, moves, new GenericAdapter(TITLE), state);
        assertEquals(5, pick.shown().size());
        assertEquals(Text.of("pick.more"), pick.shown().get(4).label());
        pick.press(Button.BACK);
        assertEquals(3, pick.shown().size(), "the last 11 moves: two runs of five and one move");
        pick.press(Button.RIGHT);
        assertEquals(new Pick.Chosen(moves[30]), pick.press(Button.RIGHT));
        Pick twentyFive = Pick.of(0, TITLE, Arrays.copyOf(moves, 25), new GenericAdapter(TITLE), state);
        twentyFive.press(Button.BACK);
        assertEquals(new Pick.Chosen(moves[24]), twentyFive.press(Button.BACK), "25 moves: two presses each");
    }

    @Test
    void aPickOfOneMoveIsABug() {
        GameState state = senator();
        assertThrows(IllegalArgumentException.class, () -> Pick.of(1, TITLE, moves(state, 1, "banner@22"), SENATOR, state));
    }
}
