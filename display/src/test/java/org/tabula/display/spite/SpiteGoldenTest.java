package org.tabula.display.spite;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.display.DrawnGames;
import org.tabula.display.Plays;
import org.tabula.display.Plays.Played;
import org.tabula.display.golden.Golden;
import org.tabula.display.golden.Pictures;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;
import org.tabula.rules.View;
import org.tabula.rules.spite.Spite;

class SpiteGoldenTest {
    private static void screens(String name, Played played, int players) {
        View view = played.state().view(GameState.TABLE);
        Players names = new Players(Spite.KIND.seatNames(players), Seats.NONE);
        Golden.check(name, Pictures.oled(DrawnGames.playScreen(view, played.latest(), names).render(Language.english())));
        if (played.state().isOver()) {
            Golden.check(name + "-end", Pictures.oled(DrawnGames.endScreen(view, names).render(Language.english())));
        }
    }

    @Test
    void theDeal() {
        screens("spite-deal", Plays.random(Spite.KIND, 2, Map.of(), 1, 0), 2);
    }

    @Test
    void midDeal() {
        screens("spite-mid-deal", Plays.random(Spite.KIND, 2, Map.of(), 3, 60), 2);
    }

    @Test
    void sixInPartnership() {
        screens("spite-six-partners", Plays.random(Spite.KIND, 6, Map.of("partnership", true), 5, 80), 6);
    }

    @Test
    void theEnd() {
        screens("spite-over", Plays.random(Spite.KIND, 2, Map.of("payoffSize", 5), 8, 3000), 2);
    }
}
