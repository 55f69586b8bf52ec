package org.tabula.display.senator;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.display.DrawnGames;
import org.tabula.display.Plays;
import org.tabula.display.Plays.Played;
import org.tabula.display.golden.Golden;
import org.tabula.display.golden.Pictures;
import org.tabula.display.screen.EndScreen;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;
import org.tabula.rules.View;
import org.tabula.rules.senator.Senator;

class SenatorGoldenTest {
    private static void screens(String name, Played played, int audience, int players) {
        View view = played.state().view(audience);
        Players names = new Players(Senator.KIND.seatNames(players), Seats.NONE);
        Golden.check(name, Pictures.oled(DrawnGames.playScreen(view, played.latest(), names).render(Language.english())));
        if (played.state().isOver()) {
            Golden.check(name + "-end", Pictures.oled(DrawnGames.endScreen(view, names).render(Language.english())));
        }
    }

    @Test
    void theBannerIsToBePlaced() {
        screens("senator-banner", Plays.random(Senator.KIND, 2, Map.of(), 1, 0), GameState.TABLE, 2);
    }

    @Test
    void midGame() {
        screens("senator-mid-game", Plays.random(Senator.KIND, 2, Map.of(), 3, 9), GameState.TABLE, 2);
    }

    @Test
    void threePlayers() {
        screens("senator-3-players", Plays.random(Senator.KIND, 3, Map.of(), 5, 12), GameState.TABLE, 3);
    }

    @Test
    void theHiddenGameShowsOnlyWhichSquaresAreTaken() {
        screens("senator-hidden", Plays.random(Senator.KIND, 2, Map.of("hidden", true), 4, 9), GameState.TABLE, 2);
    }

    @Test
    void theHiddenGameShowsASeatItsOwnHand() {
        Played played = Plays.random(Senator.KIND, 2, Map.of("hidden", true), 4, 9);
        screens("senator-hidden-own-view", played, played.state().toMove().first(), 2);
    }

    @Test
    void theEnd() {
        screens("senator-over", Plays.random(Senator.KIND, 2, Map.of("caesar", true), 6, 40), GameState.TABLE, 2);
    }

    /** Issue 40: the end keeps the final board in view, three seats beside it, a series' totals and what OK does under them. */
    @Test
    void theEndOfAGameOfASeriesKeepsTheFinalBoard() {
        Played played = Plays.random(Senator.KIND, 3, Map.of(), 5, 400);
        assertTrue(played.state().isOver());
        View view = played.state().view(GameState.TABLE);
        EndScreen end = DrawnGames.endScreen(view, new Players(Senator.KIND.seatNames(3), Seats.NONE));
        assertNotNull(end.aside(), "the final board is drawn beside the words");
        EndScreen series = end.withTotals(new int[] {1, 0, 2}).next(Text.of("console.okGameOf", 3, 5));
        for (Language language : List.of(Language.english(), Language.japanese())) {
            String prefix = language.equals(Language.english()) ? "" : "ja-";
            Golden.check(prefix + "senator-3-series-end", Pictures.oled(series.render(language)));
        }
    }
}
