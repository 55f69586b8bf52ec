package org.tabula.firmware.play;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.tabula.rules.Game;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameType;
import org.tabula.rules.games.Games;
import org.tabula.rules.OptionSpec;
import org.tabula.rules.Options;
import org.tabula.rules.Refusal;
import org.tabula.rules.sumo.Sumo;

/** A game the rules register but the box cannot show or play is a mistake caught here, not at the table. */
class EveryGameHasItsPartsTest {
    @Test
    void everyRegisteredGameHasADisplayAndAnAdapter() {
        for (GameKind kind : Games.all()) {
            assertDoesNotThrow(() -> ConsoleGames.of(kind), kind.name() + " has no display or adapter");
        }
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
            public String name() {
                return "chess";
            }

            @Override
            public String title() {
                return "Chess";
            }

            @Override
            public int minPlayers() {
                return 2;
            }

            @Override
            public int maxPlayers() {
                return 2;
            }

            @Override
            public GameType type() {
                return Sumo.KIND.type();
            }

            @Override
            public List<Refusal.Reason> refusalReasons() {
                return List.of();
            }

            @Override
            public int ismctsIterations() {
                return 1;
            }

            @Override
            public List<OptionSpec> optionSpecs() {
                return List.of();
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
