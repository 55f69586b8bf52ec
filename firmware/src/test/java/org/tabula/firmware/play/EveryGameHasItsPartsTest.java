package org.tabula.firmware.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import org.tabula.display.DrawnGames;
import org.tabula.firmware.counting.Counting;

import org.tabula.rules.Game;
import org.tabula.rules.GameDeclaration;
import org.tabula.rules.GameKind;
import org.tabula.rules.Options;
import org.tabula.rules.sumo.Sumo;

/** A game the rules and the display hold but the box cannot show or play is a mistake caught here, not at the table. */
class EveryGameHasItsPartsTest {
    /**
     * The box's rows are the games the display draws (in the rules' order), then the test's own
     * registered game; each a class of its own package, drawn by its own game's display.
     */
    @Test
    void theRowsAreEveryGameTheDisplayDrawsThenTheRegisteredFixture() {
        List<GameKind> expected = new ArrayList<>(DrawnGames.kinds());
        expected.add(Counting.KIND);
        assertEquals(expected, ConsoleGames.kinds());
        for (ConsoleGame game : ConsoleGames.all()) {
            assertEquals(game.kind(), game.display().kind(), game.kind().name() + " is drawn by another game's display");
            assertNotNull(game.adapter(), game.kind().name() + " has no adapter");
            assertNotEquals(ConsoleGame.class.getPackageName(), game.getClass().getPackageName(), game.kind().name() + " is not in a package of its own");
        }
    }

    /** A game without an adapter was once played through a plain one, with no deck and no word of why. */
    @Test
    void aGameWithoutAnAdapterIsRefusedNotPlayedPlainly() {
        GameKind unknown = new GameKind() {
            @Override
            public GameDeclaration declaration() {
                return GameDeclaration.of("chess", "Chess", 2, 2, Sumo.KIND.type());
            }

            @Override
            public Game create(int players, Options options) {
                throw new UnsupportedOperationException("never played here");
            }
        };
        assertEquals("the console has no adapter for chess",
                assertThrows(IllegalArgumentException.class, () -> ConsoleGames.of(unknown)).getMessage());
    }
}
