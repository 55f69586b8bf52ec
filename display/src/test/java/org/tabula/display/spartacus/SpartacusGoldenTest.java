package org.tabula.display.spartacus;

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
import org.tabula.rules.spartacus.Spartacus;

class SpartacusGoldenTest {
    private static void screens(String name, Played played, int players) {
        View view = played.state().view(GameState.TABLE);
        Players names = Players.standard(Spartacus.KIND, players, Seats.NONE);
        Golden.check(name, Pictures.oled(DrawnGames.playScreen(view, played.latest(), names).render(Language.english())));
        if (played.state().isOver()) {
            Golden.check(name + "-end", Pictures.oled(DrawnGames.endScreen(view, names).render(Language.english())));
        }
    }

    @Test
    void theFirstLead() {
        screens("spartacus-lead", Plays.random(Spartacus.KIND, 3, Map.of(), 1, 0), 3);
    }

    @Test
    void anOpenTrickOfFive() {
        screens("spartacus-open-trick", Plays.playFrom(Spartacus.KIND, 5, Map.of(), Map.of("leader", 0), "0:9", "1:7", "2:pass", "3:B", "4:4"), 5);
    }

    @Test
    void aTrickJustTaken() {
        Played played = Plays.playFrom(Spartacus.KIND, 3, Map.of(), Map.of("leader", 0), "0:9", "1:B", "2:5", "0:pass", "1:pass");
        screens("spartacus-trick-taken", played, 3);
        Golden.check("leds-spartacus-trick-taken", Pictures.animation(
                DrawnGames.animation(played.state().view(GameState.TABLE), played.latest(), new LedSettings(19, 255)), true));
    }

    @Test
    void theEnd() {
        screens("spartacus-over", Plays.random(Spartacus.KIND, 4, Map.of(), 9, 400), 4);
    }
}
