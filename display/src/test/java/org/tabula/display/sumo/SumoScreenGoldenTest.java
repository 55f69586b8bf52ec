package org.tabula.display.sumo;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.display.Plays;
import org.tabula.display.Plays.Played;
import org.tabula.display.golden.Golden;
import org.tabula.display.golden.Pictures;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;
import org.tabula.rules.sumo.Sumo;
import org.tabula.rules.sumo.SumoView;

class SumoScreenGoldenTest {
    private static final Players PEOPLE = new Players(Sumo.KIND.seatNames(2), Seats.NONE);

    private static void check(String name, Played played, int audience, Players players) {
        SumoView view = (SumoView) played.state().view(audience);
        Golden.check(name, Pictures.oled(new SumoScreen(view, played.latest(), players).render(Language.english())));
    }

    private static Played sumo(Map<String, Object> options, String... moves) {
        return Plays.play(Sumo.KIND, 2, options, 1, moves);
    }

    @Test
    void firstRound() {
        check("sumo-first-round", sumo(Map.of()), GameState.TABLE, PEOPLE);
    }

    @Test
    void eastHasChosenTheTableSeesOnlyThat() {
        check("sumo-east-chosen", sumo(Map.of(), "0:5"), GameState.TABLE, PEOPLE);
    }

    @Test
    void eastsOwnViewShowsItsCard() {
        check("sumo-east-chosen-own-view", sumo(Map.of(), "0:5"), 0, PEOPLE);
    }

    @Test
    void afterAPush() {
        check("sumo-pushed", sumo(Map.of(), "0:6", "1:4"), GameState.TABLE, PEOPLE);
    }

    @Test
    void westIsABot() {
        check("sumo-bot", sumo(Map.of(), "0:6", "1:4", "1:1"), GameState.TABLE, new Players(Sumo.KIND.seatNames(2), Seats.of(1)));
    }

    @Test
    void pushedOut() {
        check("sumo-pushed-out", sumo(Map.of(), "0:6", "1:3"), GameState.TABLE, PEOPLE);
    }

    @Test
    void drawInTheMiddle() {
        check("sumo-draw", sumo(Map.of(), "0:1", "1:1", "0:2", "1:2", "0:3", "1:3", "0:4", "1:4", "0:5", "1:5", "0:6", "1:6"),
                GameState.TABLE, PEOPLE);
    }

    @Test
    void bigRingIsABar() {
        check("sumo-big-ring", sumo(Map.of("ringSize", 101, "hand", "1,3,5,7,9,11,13"), "0:13", "1:3"), GameState.TABLE, PEOPLE);
    }
}
