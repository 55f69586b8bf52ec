package org.tabula.display.spartacus;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.display.SeatedPeople;
import org.tabula.display.screen.Players;
import org.tabula.rules.GameState;
import org.tabula.rules.SeatName;
import org.tabula.rules.spartacus.Spartacus;
import org.tabula.rules.spartacus.SpartacusView;

/** Spartacus in play with people seated: a row names its person as the screen's sentences do, an empty seat by its short name. */
class SpartacusPeopleInPlayTest {
    private static void check(String name, int players, List<SeatName> people, long seed) {
        GameState state = SeatedPeople.played(Spartacus.KIND, players, Map.of(), people, seed, 3 * players);
        assertFalse(state.isOver());
        Players named = SeatedPeople.players(state);
        SpartacusScreen screen = new SpartacusScreen((SpartacusView) state.view(GameState.TABLE), List.of(), named);
        SeatedPeople.assertRowNames(name, screen.table(), named, SeatedPeople.inOrder(players));
        SeatedPeople.golden(name, screen);
    }

    @Test
    void theWidestNamesAtFiveSeats() {
        check("people-spartacus-5-widest-play", 5, SeatedPeople.WIDEST, 5);
    }

    @Test
    void clubNamesAtFourSeatsOneSeatEmpty() {
        List<SeatName> people = Arrays.asList(SeatedPeople.CLUB.get(0), null, SeatedPeople.CLUB.get(1), SeatedPeople.CLUB.get(2));
        check("people-spartacus-4-club-play", 4, people, 13);
    }
}
