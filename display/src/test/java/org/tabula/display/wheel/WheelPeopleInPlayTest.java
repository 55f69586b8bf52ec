package org.tabula.display.wheel;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.display.SeatedPeople;
import org.tabula.display.screen.Players;
import org.tabula.rules.GameState;
import org.tabula.rules.SeatName;
import org.tabula.rules.wheel.Wheel;
import org.tabula.rules.wheel.WheelView;

/** Wheel of History in play with people seated: a row names its person as the screen's sentences do, an empty seat by its short name. */
class WheelPeopleInPlayTest {
    private static void check(String name, int players, List<SeatName> people, long seed) {
        GameState state = SeatedPeople.played(Wheel.KIND, players, Map.of(), people, seed, 2 * players);
        assertFalse(state.isOver());
        Players named = SeatedPeople.players(state);
        WheelView view = (WheelView) state.view(GameState.TABLE);
        SeatedPeople.assertRowNames(name, WheelTable.of(view, named, false), named, SeatedPeople.inOrder(players));
        SeatedPeople.golden(name, new WheelScreen(view, named));
    }

    @Test
    void theWidestNamesAtFiveSeats() {
        check("people-wheel-5-widest-play", 5, SeatedPeople.WIDEST, 3);
    }

    @Test
    void clubNamesAtThreeSeatsOneSeatEmpty() {
        List<SeatName> people = Arrays.asList(SeatedPeople.CLUB.get(0), null, SeatedPeople.CLUB.get(1));
        check("people-wheel-3-club-play", 3, people, 4);
    }
}
