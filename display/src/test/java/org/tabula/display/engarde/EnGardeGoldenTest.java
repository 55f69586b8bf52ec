package org.tabula.display.engarde;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.display.Plays;
import org.tabula.display.Plays.Played;
import org.tabula.display.golden.Golden;
import org.tabula.display.golden.Pictures;
import org.tabula.display.led.LedSettings;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;
import org.tabula.rules.engarde.EnGarde;
import org.tabula.rules.engarde.EnGardeView;

/** En Garde's screens and strip, looked at: the pictures in display/src/test/resources/golden. */
class EnGardeGoldenTest {
    private static final LedSettings FULL = new LedSettings(19, 255);
    private static final Players PLAYERS = new Players(EnGarde.KIND.seatNames(2), Seats.NONE);
    private static final Players AGAINST_A_BOT = new Players(EnGarde.KIND.seatNames(2), Seats.of(1));

    private static void screen(String name, Played played, int audience, Players players, Language language) {
        EnGardeView view = (EnGardeView) played.state().view(audience);
        Golden.check(name, Pictures.oled(new EnGardeScreen(view, played.latest(), players).render(language)));
    }

    @Test
    void theStartOfABout() {
        Played start = Plays.play(EnGarde.KIND, 2, Map.of(), 1);
        screen("engarde-start", start, GameState.TABLE, PLAYERS, Language.english());
        Golden.check("leds-engarde-start", Pictures.strip(EnGardeScene.still(EnGardeSceneTest.view(start), FULL)));
    }

    @Test
    void theSeatToMoveSeesItsHand() {
        screen("engarde-own-hand", EnGardeSceneTest.laidOut("0:+3"), 1, AGAINST_A_BOT, Language.english());
    }

    @Test
    void anAttackToParry() {
        Played attack = EnGardeSceneTest.laidOut("0:+3", "1:!44");
        screen("engarde-attack", attack, GameState.TABLE, PLAYERS, Language.english());
        screen("engarde-attack-ja", attack, GameState.TABLE, PLAYERS, Language.japanese());
        Golden.check("leds-engarde-attack", Pictures.animation(EnGardeScene.play(EnGardeSceneTest.view(attack), attack.latest(), FULL), true));
    }

    @Test
    void aParry() {
        Played parry = EnGardeSceneTest.laidOut("0:+3", "1:!44", "0:=44");
        screen("engarde-parry", parry, GameState.TABLE, PLAYERS, Language.english());
        Golden.check("leds-engarde-parry", Pictures.animation(EnGardeScene.play(EnGardeSceneTest.view(parry), parry.latest(), FULL), true));
    }

    @Test
    void aHitEndsTheBout() {
        Played hit = EnGardeSceneTest.laidOut(List.of("1", "1", "2", "3", "5"), "0:+3", "1:!44", "0:pass");
        screen("engarde-hit", hit, GameState.TABLE, PLAYERS, Language.english());
        Golden.check("leds-engarde-hit", Pictures.animation(EnGardeScene.play(EnGardeSceneTest.view(hit), hit.latest(), FULL), true));
    }

    @Test
    void aWholeMatch() {
        Played over = Plays.random(EnGarde.KIND, 2, Map.of("bouts", 2), 4, 2000);
        screen("engarde-over", over, GameState.TABLE, PLAYERS, Language.english());
        EnGardeView view = EnGardeSceneTest.view(over);
        Golden.check("engarde-over-end", Pictures.oled(EnGardeEndScreen.of(view, PLAYERS).render(Language.english())));
        Golden.check("engarde-over-end-ja", Pictures.oled(EnGardeEndScreen.of(view, PLAYERS).render(Language.japanese())));
        Golden.check("leds-engarde-over", Pictures.strip(EnGardeScene.still(view, FULL)));
    }

    @Test
    void aLongStripIsOneLedASquare() {
        Played played = EnGardeSceneTest.laidOut("0:+3");
        Golden.check("leds-engarde-30", Pictures.strip(EnGardeScene.still(EnGardeSceneTest.view(played), new LedSettings(30, 255))));
    }
}
