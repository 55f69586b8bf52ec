package org.tabula.display.screen;

import org.tabula.rules.spartacus.SpartacusRefusal;
import org.tabula.rules.Refusal;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.display.Plays;
import org.tabula.display.Plays.Played;
import org.tabula.display.golden.Golden;
import org.tabula.display.golden.Pictures;
import org.tabula.display.sumo.SumoEndScreen;
import org.tabula.display.sumo.SumoScreen;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;
import org.tabula.rules.Series;
import org.tabula.rules.sumo.Sumo;
import org.tabula.rules.sumo.SumoView;
import org.tabula.rules.wheel.Wheel;

class ScreenGoldenTest {
    private static final Language ENGLISH = Language.english();
    private static final Players SUMO_PLAYERS = new Players(Sumo.KIND.seatNames(2), Seats.NONE);

    private static void check(String name, Screen screen) {
        Golden.check(name, Pictures.oled(screen.render(ENGLISH)));
    }

    @Test
    void startup() {
        check("startup", StartupScreen.ready("0.1.0"));
    }

    @Test
    void errorPrompt() {
        check("prompt-not-lower", Prompts.refusal(Prompts.refused(Refusal.of(SpartacusRefusal.NOT_LOWER, 7, 5))));
    }

    @Test
    void unknownCardPrompt() {
        check("prompt-unknown-card", Prompts.refusal(Prompts.unknownCard()));
    }

    @Test
    void enrolInstruction() {
        check("prompt-enrol", Prompts.instruction(Prompts.tapToEnrol(Text.plain("red 7"))));
    }

    @Test
    void notYourTurnOverTheGame() {
        Played played = Plays.play(Sumo.KIND, 2, Map.of(), 1, "0:6", "1:4");
        Screen game = new SumoScreen((SumoView) played.state().view(GameState.TABLE), played.latest(), SUMO_PLAYERS);
        check("toast-not-your-turn", new Toast(game, Tone.ERROR, Prompts.notYourTurn()));
    }

    @Test
    void sumoEndWon() {
        Played played = Plays.play(Sumo.KIND, 2, Map.of(), 1, "0:6", "1:4", "0:1", "1:2", "0:5", "1:1");
        check("sumo-end-won", SumoEndScreen.of((SumoView) played.state().view(GameState.TABLE), SUMO_PLAYERS));
    }

    @Test
    void sumoEndDraw() {
        Played played = Plays.play(Sumo.KIND, 2, Map.of("zeroCard", true), 1, "0:0", "1:0", "0:1", "1:1", "0:2", "1:2", "0:3", "1:3",
                "0:4", "1:4", "0:5", "1:5", "0:6", "1:6");
        check("sumo-end-draw", SumoEndScreen.of((SumoView) played.state().view(GameState.TABLE), SUMO_PLAYERS));
    }

    @Test
    void seriesUnderWay() {
        Series series = Series.start(Series.Goal.points(50), 4).record(new int[] {12, -3, 20, 7}).record(new int[] {5, 18, -2, 9})
                .record(new int[] {14, 2, 11, 0});
        check("series-under-way", SeriesScreen.of(Text.of("game.sumo"), series, new Players(Wheel.KIND.seatNames(4), Seats.of(3))));
    }

    @Test
    void seriesOver() {
        Series series = Series.start(Series.Goal.games(3), 2);
        for (int[] scores : List.of(new int[] {1, -1}, new int[] {-1, 1}, new int[] {1, -1})) {
            series = series.record(scores);
        }
        check("series-over", SeriesScreen.of(Text.of("game.sumo"), series, SUMO_PLAYERS));
    }
}
