package org.tabula.display.sumo;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.display.Plays;
import org.tabula.display.Plays.Played;
import org.tabula.display.golden.Golden;
import org.tabula.display.golden.Pictures;
import org.tabula.display.led.LedSettings;
import org.tabula.rules.GameState;
import org.tabula.rules.sumo.Sumo;
import org.tabula.rules.sumo.SumoView;

class SumoSceneGoldenTest {
    /** Full brightness, so the pictures show the colours as designed. */
    private static final LedSettings FULL = new LedSettings(19, 255);

    private static Played sumo(Map<String, Object> options, String... moves) {
        return Plays.play(Sumo.KIND, 2, options, 1, moves);
    }

    private static SumoView view(Played played) {
        return (SumoView) played.state().view(GameState.TABLE);
    }

    @Test
    void start() {
        Golden.check("leds-sumo-start", Pictures.strip(SumoScene.still(view(sumo(Map.of())), FULL)));
    }

    @Test
    void startAtTheReferenceCap() {
        Golden.check("leds-sumo-start-capped", Pictures.strip(SumoScene.still(view(sumo(Map.of())), LedSettings.REFERENCE)));
    }

    @Test
    void cardChosenPulsesGreen() {
        Played played = sumo(Map.of(), "0:4");
        Golden.check("leds-sumo-chosen", Pictures.animation(SumoScene.play(view(played), played.latest(), FULL), true));
    }

    @Test
    void pushWalksSquareBySquare() {
        Played played = sumo(Map.of(), "0:6", "1:4");
        Golden.check("leds-sumo-push", Pictures.animation(SumoScene.play(view(played), played.latest(), FULL), true));
    }

    @Test
    void pushedOutFlashesAndSweeps() {
        Played played = sumo(Map.of(), "0:6", "1:4", "0:1", "1:2", "0:5", "1:1");
        Golden.check("leds-sumo-out", Pictures.animation(SumoScene.play(view(played), played.latest(), FULL), true));
    }

    @Test
    void drawPulsesBothHalves() {
        Played played = sumo(Map.of(), "0:1", "1:1", "0:2", "1:2", "0:3", "1:3", "0:4", "1:4", "0:5", "1:5", "0:6", "1:6");
        Golden.check("leds-sumo-draw", Pictures.animation(SumoScene.play(view(played), played.latest(), FULL), true));
    }

    @Test
    void shorterStripSpreadsTheRing() {
        Golden.check("leds-sumo-11-leds", Pictures.strip(SumoScene.still(view(sumo(Map.of(), "0:6", "1:4")), new LedSettings(11, 255))));
    }
}
