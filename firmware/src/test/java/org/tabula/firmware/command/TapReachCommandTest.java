package org.tabula.firmware.command;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.rules.Game;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.spite.Spite;

class TapReachCommandTest {

    /**
     * Six seats play three decks but the Spite deck tags two copies: in this deal (seed 1, move
     * 137) both tagged aces of hearts lie on centre piles when the third comes up as a pay-off
     * top, so no tap plays it and the only move is made from the buttons' list (OK plays it).
     */
    @Test
    void aMoveNoTagReachesIsMadeFromTheButtonsList() {
        Game game = Spite.KIND.create(6, Spite.KIND.parseOptions(Map.of("partnership", true)));

        TapReachCommand.Presses presses = TapReachCommand.pressesPerMove(game, false, 1, 800, new SeededRandom(1));

        assertTrue(presses.moves() > 137, "the deal goes on past the move no tag reaches");
        assertTrue(presses.byList() >= 1, "the move no tag reaches is made from the list");
    }
}
