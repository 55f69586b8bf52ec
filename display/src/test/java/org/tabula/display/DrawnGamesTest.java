package org.tabula.display;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

import org.junit.jupiter.api.Test;
import org.tabula.display.led.LedSettings;
import org.tabula.display.screen.Players;
import org.tabula.display.sumo.SumoScene;
import org.tabula.display.sumo.SumoScreen;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.GameState;
import org.tabula.rules.SeatNames;
import org.tabula.rules.Seats;
import org.tabula.rules.View;
import org.tabula.rules.games.Games;
import org.tabula.rules.sumo.Sumo;
import org.tabula.rules.sumo.SumoView;

class DrawnGamesTest {
    /**
     * One display per game the rules register, in the rules' order, each
     * drawing its own view, with its own names.
     */
    @Test
    void everyGameOfTheRulesHasOneDisplay() {
        assertEquals(Games.all(), DrawnGames.kinds(), "every game the rules register is drawn, in the rules' order");
        for (GameDisplay<?> display : DrawnGames.all()) {
            assertTrue(display.viewType().getPackageName().equals(display.kind().getClass().getPackageName()), display.kind().name());
            for (Language language : Language.all()) {
                for (Text title : List.of(display.titles().name(), display.titles().shortName())) {
                    assertFalse(language.format(title).startsWith("["), language.code() + ": " + title);
                }
            }
        }
    }

    /** The catalogue reads a game's words from its display package, named as scripts name the game. */
    @Test
    void everyGamesDisplayIsThePackageOfItsWords() {
        ServiceLoader.load(DisplayRegistration.class).stream().forEach(registered -> assertEquals(
                "org.tabula.display." + registered.get().display().kind().name(), registered.type().getPackageName()));
    }

    @Test
    void aViewGoesToItsGamesDisplay() {
        Plays.Played played = Plays.play(Sumo.KIND, 2, Map.of(), 1, "0:6", "1:4");
        SumoView view = (SumoView) played.state().view(GameState.TABLE);
        Players players = new Players(Sumo.KIND.seatNames(2), Seats.NONE);
        assertEquals(new SumoScreen(view, played.latest(), players), DrawnGames.playScreen(view, played.latest(), players));
        assertEquals(DrawnGames.playScreen(view, played.latest(), players).render(Language.english()),
                new SumoScreen(view, played.latest(), players).render(Language.english()));
        assertArrayEquals(SumoScene.still(view, LedSettings.REFERENCE), DrawnGames.lights(view, LedSettings.REFERENCE));
        assertEquals(SumoScene.play(view, played.latest(), LedSettings.REFERENCE), DrawnGames.animation(view, played.latest(), LedSettings.REFERENCE));
    }

    @Test
    void aViewOfNoKnownGameIsRefused() {
        View stranger = new View() {
        };
        assertThrows(IllegalArgumentException.class, () -> DrawnGames.playScreen(stranger, List.of(), new Players(SeatNames.numbered(1), Seats.NONE)));
    }
}
