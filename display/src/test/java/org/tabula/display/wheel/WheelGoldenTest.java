package org.tabula.display.wheel;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.display.DrawnGames;
import org.tabula.display.Plays;
import org.tabula.display.Plays.Played;
import org.tabula.display.golden.Golden;
import org.tabula.display.golden.Pictures;
import org.tabula.display.led.LedSettings;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;
import org.tabula.rules.View;
import org.tabula.rules.wheel.Wheel;
import org.tabula.rules.wheel.WheelView;

class WheelGoldenTest {
    private static final LedSettings FULL = new LedSettings(19, 255);

    private static void screens(String name, Played played, int players) {
        View view = played.state().view(GameState.TABLE);
        Players names = new Players(Wheel.KIND.seatNames(players), Seats.NONE);
        Golden.check(name, Pictures.oled(DrawnGames.playScreen(view, played.latest(), names).render(Language.english())));
        if (played.state().isOver()) {
            Golden.check(name + "-end", Pictures.oled(DrawnGames.endScreen(view, names).render(Language.english())));
        }
    }

    @Test
    void threePlayersEarly() {
        screens("wheel-3-players", Plays.random(Wheel.KIND, 3, Map.of(), 4, 5), 3);
    }

    @Test
    void fivePlayers() {
        screens("wheel-5-players", Plays.random(Wheel.KIND, 5, Map.of("colourAndValue", true), 11, 14), 5);
    }

    @Test
    void aScoredColourIsLit() {
        GameState state = Wheel.KIND.create(3, Wheel.KIND.parseOptions(Map.of())).start(2);
        Played played = Plays.random(state, 2, 1);
        for (long seed = 3; ((WheelView) state.view(GameState.TABLE)).scoredColours().isEmpty(); seed++) {
            played = Plays.random(state, seed, 1);
        }
        screens("wheel-colour-scored", played, 3);
        Golden.check("leds-wheel-colour-scored", Pictures.animation(DrawnGames.animation(state.view(GameState.TABLE), played.latest(), FULL), true));
    }

    @Test
    void aThrownAwayCardBlocksItsColour() {
        Played played = Plays.play(Wheel.KIND, 2, Map.of("discardOnce", true), 3, "0:2x", "1:1", "0:3", "1:2");
        screens("wheel-thrown-away", played, 2);
    }

    @Test
    void theEnd() {
        screens("wheel-over", Plays.random(Wheel.KIND, 4, Map.of(), 7, 100), 4);
    }

    @Test
    void ledsTurnAndColourScored() {
        Played played = Plays.random(Wheel.KIND, 3, Map.of(), 4, 5);
        Golden.check("leds-wheel-turn", Pictures.strip(DrawnGames.lights(played.state().view(GameState.TABLE), FULL)));
    }
}
