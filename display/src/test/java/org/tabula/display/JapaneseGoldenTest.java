package org.tabula.display;

import org.tabula.rules.spartacus.SpartacusRefusal;
import org.tabula.rules.Refusal;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.display.Plays.Played;
import org.tabula.display.golden.Golden;
import org.tabula.display.golden.Pictures;
import org.tabula.display.screen.Players;
import org.tabula.display.screen.Prompts;
import org.tabula.display.screen.Screen;
import org.tabula.display.screen.SeriesScreen;
import org.tabula.display.screen.StartupScreen;
import org.tabula.display.screen.TextScreen;
import org.tabula.display.screen.Toast;
import org.tabula.display.screen.Tone;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;
import org.tabula.rules.Series;
import org.tabula.rules.View;
import org.tabula.rules.senator.Senator;
import org.tabula.rules.spartacus.Spartacus;
import org.tabula.rules.sumo.Sumo;
import org.tabula.rules.spite.Spite;
import org.tabula.rules.wheel.Wheel;

/** The main screens in Japanese, beside the English goldens ({@code ja-} names); regenerate as {@link Golden} says. */
class JapaneseGoldenTest {
    private static final Language JAPANESE = Language.japanese();

    private static void check(String name, Screen screen) {
        Golden.check("ja-" + name, Pictures.oled(screen.render(JAPANESE)));
    }

    /** The table's play screen, and the end table once the game is over. */
    private static void game(String name, GameKind kind, Played played, int players, Seats bots) {
        View view = played.state().view(GameState.TABLE);
        Players names = new Players(kind.seatNames(players), bots);
        check(name, DrawnGames.playScreen(view, played.latest(), names));
        if (played.state().isOver()) {
            check(name + "-end", DrawnGames.endScreen(view, names));
        }
    }

    @Test
    void startup() {
        check("startup", StartupScreen.ready("0.1.0"));
    }

    @Test
    void errorPrompts() {
        check("prompt-not-lower", Prompts.refusal(Prompts.refused(Refusal.of(SpartacusRefusal.NOT_LOWER, 7, 5))));
        check("prompt-unknown-card", Prompts.refusal(Prompts.unknownCard()));
        check("prompt-enrol", Prompts.instruction(Prompts.tapToEnrol(Text.plain("R3"))));
    }

    @Test
    void notYourTurnOverSumo() {
        Played played = Plays.play(Sumo.KIND, 2, Map.of(), 1, "0:6", "1:4");
        Players players = new Players(Sumo.KIND.seatNames(2), Seats.NONE);
        Screen game = DrawnGames.playScreen(played.state().view(GameState.TABLE), played.latest(), players);
        check("toast-not-your-turn", new Toast(game, Tone.ERROR, Prompts.notYourTurn()));
    }

    @Test
    void sumo() {
        game("sumo-pushed", Sumo.KIND, Plays.play(Sumo.KIND, 2, Map.of(), 1, "0:6", "1:4"), 2, Seats.of(1));
        game("sumo-won", Sumo.KIND, Plays.play(Sumo.KIND, 2, Map.of(), 1, "0:6", "1:4", "0:1", "1:2", "0:5", "1:1"), 2, Seats.NONE);
    }

    @Test
    void wheelOfHistory() {
        game("wheel-5-players", Wheel.KIND, Plays.random(Wheel.KIND, 5, Map.of("colourAndValue", true), 11, 14), 5, Seats.NONE);
        game("wheel-over", Wheel.KIND, Plays.random(Wheel.KIND, 4, Map.of(), 7, 100), 4, Seats.NONE);
    }

    @Test
    void spartacus() {
        game("spartacus-open-trick", Spartacus.KIND,
                Plays.playFrom(Spartacus.KIND, 5, Map.of(), Map.of("leader", 0), "0:9", "1:7", "2:pass", "3:B", "4:4"), 5, Seats.NONE);
        game("spartacus-trick-taken", Spartacus.KIND,
                Plays.playFrom(Spartacus.KIND, 3, Map.of(), Map.of("leader", 0), "0:9", "1:B", "2:5", "0:pass", "1:pass"), 3, Seats.NONE);
        game("spartacus-over", Spartacus.KIND, Plays.random(Spartacus.KIND, 4, Map.of(), 9, 400), 4, Seats.NONE);
    }

    @Test
    void senator() {
        game("senator-banner", Senator.KIND, Plays.random(Senator.KIND, 2, Map.of(), 1, 0), 2, Seats.NONE);
        game("senator-mid-game", Senator.KIND, Plays.random(Senator.KIND, 2, Map.of(), 3, 9), 2, Seats.NONE);
        game("senator-over", Senator.KIND, Plays.random(Senator.KIND, 2, Map.of("caesar", true), 6, 40), 2, Seats.NONE);
    }

    @Test
    void spiteAndMalice() {
        game("spite-mid-deal", Spite.KIND, Plays.random(Spite.KIND, 2, Map.of(), 3, 60), 2, Seats.NONE);
        game("spite-over", Spite.KIND, Plays.random(Spite.KIND, 2, Map.of("payoffSize", 5), 8, 3000), 2, Seats.of(1));
        game("spite-six-partners", Spite.KIND, Plays.random(Spite.KIND, 6, Map.of("partnership", true), 5, 80), 6, Seats.NONE);
    }

    /** Words without a picture of their own, as the console's enrolment shows them. */
    @Test
    void enrolmentAsLinesOfText() {
        // A card and its deck as the Roman deck's own words name them (its package in the firmware).
        Text card = Text.plain("青の7");
        check("text-enrolment", new TextScreen(Text.of("enrol.title", Text.plain("ローマのカード"), 18, 60),
                List.of(Text.of("enrol.tapCard", card), Text.of("enrol.cardOf", 19, 60), Text.of("enrol.otherCard"),
                        Text.of("enrol.backDone")), -1));
    }

    @Test
    void seriesUnderWay() {
        Series series = Series.start(Series.Goal.points(50), 4).record(new int[] {12, -3, 20, 7}).record(new int[] {5, 18, -2, 9})
                .record(new int[] {14, 2, 11, 0});
        check("series-under-way", SeriesScreen.of(Text.of("game.wheel"), series, new Players(Wheel.KIND.seatNames(4), Seats.of(3))));
    }
}
