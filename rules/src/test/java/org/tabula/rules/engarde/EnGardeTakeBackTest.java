package org.tabula.rules.engarde;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.tabula.rules.engarde.Bouts.game;
import static org.tabula.rules.engarde.Bouts.play;
import static org.tabula.rules.engarde.Bouts.position;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.Refusal;

/** Where a take-back stops (docs/rules.md, "Taking a move back"): a draw the box dealt, and the end of a bout. */
class EnGardeTakeBackTest {
    private static final EnGardeGame ADVANCED = game(Map.of());

    private static Refusal stop(GameState state, int seat, String move) {
        List<GameEvent> events = play(state, seat, move);
        return ADVANCED.takeBackStop(seat, events, state);
    }

    @Test
    void aDrawFromThePackIsNewToTheDrawerAndStands() {
        EnGardeState state = position(ADVANCED, "35111", "52222", "444433", 10, 18, 0);
        assertEquals(Refusal.of(EnGardeRefusal.CARDS_DRAWN, ADVANCED.seat(0)), stop(state, 0, "+3!5"));
        // A parry draws nothing: it may go back until the other fencer moves.
        assertNull(stop(state, 1, "=5"));
        assertEquals(Refusal.of(EnGardeRefusal.CARDS_DRAWN, ADVANCED.seat(1)), stop(state, 1, "-2"));
    }

    @Test
    void theEndOfABoutStands() {
        EnGardeState state = position(ADVANCED, "44412", "44113", "5555", 10, 14, 0);
        play(state, 0, "!444");
        assertEquals(Refusal.of(EnGardeRefusal.BOUT_OVER, 1), stop(state, 1, "pass"));
    }

    @Test
    void atATableDealTheBoxDealsNothing() {
        GameState state = ADVANCED.start(1, Map.of("deal", "table"));
        assertNull(stop(state, 0, "+5"));
        assertNull(stop(state, 1, "+4"));
    }
}
