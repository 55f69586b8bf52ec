package org.tabula.rules.sumo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tabula.rules.Scripted.play;
import static org.tabula.rules.Scripted.why;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.rules.CommonWhy;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.Why;

/** The why of a Sumo hint, in positions from the rule book's pushes: 6 against 3 pushes 9, out of the ring from the middle. */
class SumoWhyTest {
    private final Game game = Sumo.KIND.create(2, Sumo.KIND.parseOptions(Map.of()));
    private final GameState start = game.start(0);

    @Test
    void aLowCardEscapesThePushOutA3WouldSuffer() {
        // From the middle, East's 3 against West's 6 is pushed 9, out; a 1 or 2 never is (5 and 8 squares).
        assertEquals(Why.of(SumoWhy.ESCAPES, 6, game.seat(1)), why(start, 0, "1"));
        assertEquals(Why.of(SumoWhy.ESCAPES, 6, game.seat(1)), why(start, 0, "2"));
        assertEquals(Why.of(CommonWhy.BEST_FOUND), why(start, 0, "3"), "a 3 can be pushed out: nothing to say for it");
    }

    @Test
    void aCardThatWinsWhateverTheOtherPlaysPushesThemOut() {
        // East 1 v 6: -5; 4 v 1: -2; 5 v 2: +4. West holds 3, 4, 5: East's 6 pushes 9, 8 or 5 from +4, past +8.
        GameState state = play(start.copy(), "0:1", "1:6", "0:4", "1:1", "0:5", "1:2");
        assertEquals(4, ((SumoView) state.view(0)).position());
        assertEquals(Why.of(SumoWhy.PUSHES_OUT, game.seat(1)), why(state, 0, "6"));
    }

    @Test
    void aSecretChoiceAlreadyMadeIsNotReadByTheOtherSeatsWhy() {
        GameState westChoseSix = play(start.copy(), "1:6");
        GameState westChoseOne = play(start.copy(), "1:1");
        assertEquals(why(westChoseOne, 0, "2"), why(westChoseSix, 0, "2"));
    }
}
