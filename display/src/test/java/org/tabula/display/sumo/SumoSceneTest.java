package org.tabula.display.sumo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.display.Plays;
import org.tabula.display.Plays.Played;
import org.tabula.display.led.Animation;
import org.tabula.display.led.Colours;
import org.tabula.display.led.LedSettings;
import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.sumo.Sumo;
import org.tabula.rules.sumo.SumoView;

class SumoSceneTest {
    private static final LedSettings FULL = new LedSettings(19, 255);

    private static SumoView view(Played played) {
        return (SumoView) played.state().view(GameState.TABLE);
    }

    @Test
    void theReferenceStripHasOneLedPerSquareBetweenTheOuts() {
        RingLeds ring = new RingLeds(19, 8);
        for (int p = -8; p <= 8; p++) {
            assertEquals(p + 9, ring.led(p));
        }
        assertEquals(0, ring.led(-9));
        assertEquals(0, ring.led(-40));
        assertEquals(18, ring.led(9));
        assertEquals(-1, ring.side(0));
        assertEquals(0, ring.side(9));
        assertEquals(1, ring.side(18));
        assertThrows(IllegalArgumentException.class, () -> new RingLeds(2, 8));
    }

    @Test
    void atTheStartThePieceIsInTheMiddleBetweenTheGlowingHalves() {
        int[] leds = SumoScene.still(view(Plays.play(Sumo.KIND, 2, Map.of(), 1)), FULL);
        assertEquals(19, leds.length);
        assertEquals(Colours.WHITE, leds[9]);
        int eastGlow = Colours.scale(Colours.RED, SumoScene.GLOW, 255);
        int westGlow = Colours.scale(Colours.BLUE, SumoScene.GLOW, 255);
        for (int i = 0; i < 9; i++) {
            assertEquals(eastGlow, leds[i], "LED " + i);
            assertEquals(westGlow, leds[18 - i], "LED " + (18 - i));
        }
    }

    @Test
    void aPushOfEightWalksEightSquaresThenRests() {
        Played played = Plays.play(Sumo.KIND, 2, Map.of(), 1, "0:6", "1:4");
        Animation animation = SumoScene.play(view(played), played.latest(), FULL);
        List<Animation.Step> steps = animation.steps();
        assertEquals(9, steps.size());
        for (int i = 0; i < 8; i++) {
            assertEquals(SumoScene.STEP_MILLIS, steps.get(i).durationMillis());
            assertEquals(Colours.WHITE, steps.get(i).leds()[10 + i], "step " + i);
        }
        assertArrayEquals(SumoScene.still(view(played), FULL), animation.finalFrame());
        assertEquals(0, steps.get(8).durationMillis());
        assertEquals(8 * SumoScene.STEP_MILLIS, animation.durationMillis());
    }

    @Test
    void pushedOutTheLosersOutFlashesAndTheWinnerSweeps() {
        Played played = Plays.play(Sumo.KIND, 2, Map.of(), 1, "0:6", "1:3");
        Animation animation = SumoScene.play(view(played), played.latest(), FULL);
        List<Animation.Step> steps = animation.steps();
        // 9 squares: 8 inside, then the out LED once.
        assertEquals(Colours.WHITE, steps.get(8).leds()[18]);
        for (int i = 0; i < SumoScene.FLASHES; i++) {
            assertEquals(i % 2 == 0 ? Colours.BLUE : Colours.OFF, steps.get(9 + i).leds()[18]);
        }
        int sweepStart = 9 + SumoScene.FLASHES;
        assertEquals(Colours.RED, steps.get(sweepStart).leds()[0]);
        assertEquals(Colours.OFF, steps.get(sweepStart).leds()[1]);
        int[] end = animation.finalFrame();
        assertEquals(Colours.WHITE, end[18]);
        assertEquals(Colours.scale(Colours.RED, SumoScene.GLOW, 255), end[17]);
    }

    @Test
    void aChosenCardIsAGreenPulse() {
        Played played = Plays.play(Sumo.KIND, 2, Map.of(), 1, "1:2");
        Animation animation = SumoScene.play(view(played), played.latest(), FULL);
        assertTrue(animation.steps().get(2).leds()[9] >> 8 > 0x80);
        assertArrayEquals(SumoScene.still(view(played), FULL), animation.finalFrame());
    }

    /** Every move of 300 random games: frames fit the strip, stay under the cap, end on the still picture, and are short. */
    @Test
    void animationsOfRandomGamesStayUnderTheCapAndEndOnTheRing() {
        SeededRandom rng = new SeededRandom(5);
        int[] counts = {19, 11, 30, 3};
        for (int game = 0; game < 300; game++) {
            LedSettings settings = new LedSettings(counts[game % counts.length], 1 + rng.nextInt(255));
            GameState state = Sumo.KIND.create(2, Sumo.KIND.parseOptions(game % 2 == 0 ? Map.of("zeroCard", true) : Map.of())).start(game);
            while (!state.isOver()) {
                int seat = state.toMove().first();
                int[] moves = state.legalMoves(seat);
                List<GameEvent> latest = new ArrayList<>();
                state.apply(seat, moves[rng.nextInt(moves.length)], latest::add);
                SumoView view = (SumoView) state.view(GameState.TABLE);
                Animation animation = SumoScene.play(view, latest, settings);
                assertArrayEquals(SumoScene.still(view, settings), animation.finalFrame());
                assertTrue(animation.durationMillis() < 3000, "animation of " + animation.durationMillis() + " ms");
                for (Animation.Step step : animation.steps()) {
                    assertEquals(settings.count(), step.leds().length);
                    for (int colour : step.leds()) {
                        for (int shift = 0; shift <= 16; shift += 8) {
                            assertTrue((colour >> shift & 0xFF) <= settings.brightness(), "over the cap: " + Integer.toHexString(colour));
                        }
                    }
                }
            }
        }
    }
}
