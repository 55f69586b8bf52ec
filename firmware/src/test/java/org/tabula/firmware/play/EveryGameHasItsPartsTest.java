package org.tabula.firmware.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.ServiceLoader;
import java.util.Set;

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
     * The box's rows are the games the display draws (found in its classes, so a game left out of
     * the rows fails here rather than at class loading) and those registered as services.
     */
    @Test
    void theRowsAreEveryGameTheDisplayDrawsAndEveryRegisteredOne() {
        Set<GameKind> expected = new HashSet<>(DrawnGames.kinds());
        ServiceLoader.load(ConsoleGame.class).forEach(registered -> expected.add(registered.kind()));
        assertEquals(expected, Set.copyOf(ConsoleGames.kinds()));
        assertEquals(ConsoleGames.all().size(), expected.size(), "one row per game");
        assertTrue(ConsoleGames.kinds().contains(Counting.KIND), "the sixth game, registered as a service");
        for (ConsoleGame game : ConsoleGames.all()) {
            assertEquals(game.kind(), game.display().kind(), game.kind().name() + " is drawn by another game's display");
            assertNotNull(game.adapter(), game.kind().name() + " has no adapter");
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
