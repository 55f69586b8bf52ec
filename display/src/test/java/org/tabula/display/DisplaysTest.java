package org.tabula.display;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.display.led.LedSettings;
import org.tabula.display.screen.Players;
import org.tabula.display.sumo.SumoScene;
import org.tabula.display.sumo.SumoScreen;
import org.tabula.display.text.Language;
import org.tabula.rules.GameState;
import org.tabula.rules.games.Games;
import org.tabula.rules.Seats;
import org.tabula.rules.View;
import org.tabula.rules.sumo.Sumo;
import org.tabula.rules.sumo.SumoView;

class DisplaysTest {
    @Test
    void everyDisplayIsForARegisteredGame() {
        for (GameDisplay<?> display : Displays.all()) {
            assertTrue(Games.all().contains(display.kind()), display.kind().name());
            assertEquals(display, Displays.of(display.kind()).orElseThrow());
        }
    }

    @Test
    void aViewGoesToItsGamesDisplay() {
        Plays.Played played = Plays.play(Sumo.KIND, 2, Map.of(), 1, "0:6", "1:4");
        SumoView view = (SumoView) played.state().view(GameState.TABLE);
        Players players = Players.standard(Sumo.KIND, 2, Seats.NONE);
        assertEquals(new SumoScreen(view, played.latest(), players), Displays.playScreen(view, played.latest(), players));
        assertEquals(Displays.playScreen(view, played.latest(), players).render(Language.english()),
                new SumoScreen(view, played.latest(), players).render(Language.english()));
        assertArrayEquals(SumoScene.still(view, LedSettings.REFERENCE), Displays.lights(view, LedSettings.REFERENCE));
        assertEquals(SumoScene.play(view, played.latest(), LedSettings.REFERENCE), Displays.animation(view, played.latest(), LedSettings.REFERENCE));
    }

    @Test
    void aViewOfNoKnownGameIsRefused() {
        View stranger = new View() {
        };
        assertThrows(IllegalArgumentException.class, () -> Displays.playScreen(stranger, List.of(), Players.named(List.of("a"), Seats.NONE)));
    }
}
