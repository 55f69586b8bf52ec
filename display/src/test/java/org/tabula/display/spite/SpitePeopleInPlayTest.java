package org.tabula.display.spite;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.display.SeatedPeople;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.rules.GameState;
import org.tabula.rules.SeatName;
import org.tabula.rules.spite.Spite;
import org.tabula.rules.spite.SpiteView;

/** Spite in play with people seated: a row names its person as the screen's sentences do, an empty seat by its short name. */
class SpitePeopleInPlayTest {
    private static void check(String name, int players, List<SeatName> people, long seed) {
        Map<String, Object> options = players == 2 ? Map.of() : Map.of("partnership", true);
        GameState state = SeatedPeople.played(Spite.KIND, players, options, people, seed, 40);
        assertFalse(state.isOver());
        Players named = SeatedPeople.players(state);
        SpiteScreen screen = new SpiteScreen((SpiteView) state.view(GameState.TABLE), named);
        SeatedPeople.assertRowNames(name, screen.table(Language.english().fonts().small(), Language.english()), named, SpiteScreen.rowOrder(players));
        SeatedPeople.golden(name, screen);
    }

    @Test
    void theWidestNamesAtSixSeats() {
        check("people-spite-6-widest-play", 6, SeatedPeople.WIDEST, 7);
    }

    @Test
    void theWidestNamesAtTwoSeats() {
        check("people-spite-2-widest-play", 2, SeatedPeople.WIDEST, 74);
    }

    @Test
    void clubNamesAtFourSeatsOneSeatEmpty() {
        List<SeatName> people = Arrays.asList(SeatedPeople.CLUB.get(0), SeatedPeople.CLUB.get(1), null, SeatedPeople.CLUB.get(3));
        check("people-spite-4-club-play", 4, people, 9);
    }
}
