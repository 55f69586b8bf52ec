package org.tabula.display.engarde;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.display.Plays;
import org.tabula.display.Plays.Played;
import org.tabula.display.led.Animation;
import org.tabula.display.led.Colours;
import org.tabula.display.led.LedSettings;
import org.tabula.rules.GameState;
import org.tabula.rules.engarde.EnGarde;
import org.tabula.rules.engarde.EnGardeView;

class EnGardeSceneTest {
    private static final LedSettings FULL = new LedSettings(19, 255);
    private static final int GAP = Colours.scale(Colours.WHITE, EnGardeScene.GAP_GLOW, 255);

    /** Seat 0 on 8, seat 1 on 15: distance 7, hands and pack laid out. */
    static Played laidOut(String... moves) {
        return laidOut(List.of("2", "3", "4", "4", "5"), moves);
    }

    /** As {@link #laidOut(String...)}, seat 0 holding {@code first}. */
    static Played laidOut(List<String> first, String... moves) {
        return Plays.playFrom(EnGarde.KIND, 2, Map.of(), Map.of("hands", List.of(first, List.of("1", "2", "4", "4", "5")),
                "pack", List.of("1", "1", "3", "3", "5", "5", "2", "2"), "positions", List.of(8, 15)), moves);
    }

    static EnGardeView view(Played played) {
        return (EnGardeView) played.state().view(GameState.TABLE);
    }

    @Test
    void theFencersInTheirSeatColoursWithTheDistanceBetweenThem() {
        int[] leds = EnGardeScene.still(view(laidOut()), FULL);
        int first = index(leds, Colours.RED);
        int second = index(leds, Colours.BLUE);
        assertEquals(7, second - first);
        for (int i = first + 1; i < second; i++) {
            assertEquals(GAP, leds[i], "between the fencers, LED " + i);
        }
        for (int i = 0; i < first; i++) {
            assertEquals(Colours.scale(Colours.RED, EnGardeScene.GLOW, 255), leds[i]);
        }
        for (int i = second + 1; i < leds.length; i++) {
            assertEquals(Colours.scale(Colours.BLUE, EnGardeScene.GLOW, 255), leds[i]);
        }
    }

    @Test
    void anAdvanceWalksSquareBySquareAndSettlesOnTheScene() {
        Played played = laidOut("0:+3");
        Animation animation = EnGardeScene.play(view(played), played.latest(), FULL);
        // Three steps of the walk, then the scene at rest.
        assertEquals(4, animation.steps().size());
        for (int step = 0; step < 3; step++) {
            int[] leds = animation.steps().get(step).leds();
            assertEquals(7 - step - 1, index(leds, Colours.BLUE) - index(leds, Colours.RED));
        }
        assertArrayEquals(EnGardeScene.still(view(played), FULL), animation.finalFrame());
        assertEquals(0, animation.steps().get(3).durationMillis());
    }

    @Test
    void anAttackSendsASparkAndAParryFlashesWhereTheBladesMeet() {
        Played attack = laidOut("0:+3", "1:!4");
        Animation lunge = EnGardeScene.play(view(attack), attack.latest(), FULL);
        // Distance 4: a spark of blue on each of the three LEDs between, from seat 1 towards seat 0.
        assertEquals(3, lunge.steps().size() - 1);
        int red = index(lunge.finalFrame(), Colours.RED);
        for (int step = 0; step < 3; step++) {
            assertEquals(Colours.BLUE, lunge.steps().get(step).leds()[red + 3 - step]);
        }
        Played parry = laidOut("0:+3", "1:!4", "0:=4");
        Animation clash = EnGardeScene.play(view(parry), parry.latest(), FULL);
        assertEquals(Colours.WHITE, clash.steps().get(0).leds()[red]);
        assertEquals(Colours.WHITE, clash.steps().get(0).leds()[red + 1]);
        assertArrayEquals(EnGardeScene.still(view(parry), FULL), clash.finalFrame());
    }

    @Test
    void aHitFlashesTheLoserTheTouchLightsTheStretchInTheWinnersColourThenTheNextBoutStands() {
        Played hit = laidOut(List.of("1", "1", "2", "3", "5"), "0:+3", "1:!44", "0:pass");
        Animation animation = EnGardeScene.play(view(hit), hit.latest(), FULL);
        int[] firstFlash = animation.steps().get(0).leds();
        // Seat 0 stood on 11 when hit: its LED shows seat 1's colour.
        assertTrue(contains(firstFlash, Colours.BLUE) && !contains(firstFlash, Colours.RED), "seat 0 hit");
        int red = index(EnGardeScene.still(view(laidOut(List.of("1", "1", "2", "3", "5"), "0:+3", "1:!44")), FULL), Colours.RED);
        int[] touch = animation.steps().get(EnGardeScene.HIT_FLASHES).leds();
        // The touch: from the hit fencer (seat 0, on its LED) to the winner's, four apart, all in the winner's colour.
        for (int led = red; led <= red + 4; led++) {
            assertEquals(Colours.BLUE, touch[led], "LED " + led);
        }
        assertEquals(Colours.scale(Colours.BLUE, EnGardeScene.GLOW, 255), touch[red + 5], "the winner's room behind it stays as it was");
        assertEquals(EnGardeScene.HIT_FLASHES + 1 + EnGardeScene.TOUCH_FADE.length + 1, animation.steps().size(), "a short animation");
        // The next bout: the fencers back on squares 1 and 23, the ends of the strip.
        int[] rest = animation.finalFrame();
        assertEquals(Colours.RED, rest[0]);
        assertEquals(Colours.BLUE, rest[18]);
    }

    private static int index(int[] leds, int colour) {
        for (int i = 0; i < leds.length; i++) {
            if (leds[i] == colour) {
                return i;
            }
        }
        throw new AssertionError(String.format("no LED lit %06X", colour));
    }

    private static boolean contains(int[] leds, int colour) {
        for (int led : leds) {
            if (led == colour) {
                return true;
            }
        }
        return false;
    }
}
