package org.tabula.display.led;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.tabula.rules.Seats;

class LedTest {
    @Test
    void theCapScalesEveryChannel() {
        LedSettings half = new LedSettings(3, 128);
        assertEquals(0x800C00, half.cap(Colours.RED));
        assertArrayEquals(new int[] {0x808080, 0, 0x000080}, half.cap(new int[] {0xFFFFFF, 0, 0x0000FF}));
        assertThrows(IllegalArgumentException.class, () -> new LedSettings(0, 10));
        assertThrows(IllegalArgumentException.class, () -> new LedSettings(19, 0));
        assertThrows(IllegalArgumentException.class, () -> new LedSettings(19, 256));
    }

    @Test
    void mixingGoesFromOneColourToTheOther() {
        assertEquals(0x102030, Colours.mix(0x102030, 0xFFFFFF, 0));
        assertEquals(0xFFFFFF, Colours.mix(0x102030, 0xFFFFFF, 255));
        assertEquals(0x808080, Colours.mix(0, 0xFFFFFF, 128));
        assertEquals(Colours.RED, Colours.seat(0));
        assertEquals(Colours.seat(0), Colours.seat(6));
    }

    @Test
    void theStripIsSharedOutAmongTheSeatsAndTheMoverIsBright() {
        LedSettings full = new LedSettings(19, 255);
        int[] leds = TurnScene.turn(3, Seats.only(1), full);
        // 19 LEDs for 3 seats: 0-6, 7-12, 13-18.
        assertEquals(Colours.scale(Colours.RED, TurnScene.IDLE, 255), leds[6]);
        assertEquals(Colours.BLUE, leds[7]);
        assertEquals(Colours.BLUE, leds[12]);
        assertEquals(Colours.scale(Colours.GREEN, TurnScene.IDLE, 255), leds[13]);
        int[] won = TurnScene.winners(3, Seats.of(2), full);
        assertEquals(Colours.OFF, won[0]);
        assertEquals(Colours.GREEN, won[18]);
        assertEquals(0, TurnScene.seatOf(0, 6, 4));
        assertEquals(4, TurnScene.seatOf(3, 6, 4));
    }

    @Test
    void feedbackEndsWhereItStarted() {
        LedSettings settings = new LedSettings(4, 100);
        int[] shown = {0x100000, 0x001000, 0, 0x101010};
        Animation accepted = Feedback.accepted(shown, settings);
        assertArrayEquals(shown, accepted.finalFrame());
        assertEquals(5 * Feedback.STEP_MILLIS, accepted.durationMillis());
        assertEquals(settings.cap(Colours.ACCEPTED), accepted.steps().get(2).leds()[2]);
        Animation rejected = Feedback.rejected(shown, settings);
        assertArrayEquals(shown, rejected.finalFrame());
        assertEquals(settings.cap(Colours.REJECTED), rejected.steps().get(0).leds()[0]);
        assertEquals(0, rejected.steps().get(1).leds()[0]);
        assertEquals(2 * Feedback.BLINKS * Feedback.BLINK_MILLIS, rejected.durationMillis());
    }

    @Test
    void anAnimationShowsEachFrameForItsTime() {
        Animation animation = new Animation(List.of(new Animation.Step(new int[] {1}, 100), new Animation.Step(new int[] {2}, 50)))
                .then(Animation.still(new int[] {3}, 0));
        assertArrayEquals(new int[] {1}, animation.frameAt(0));
        assertArrayEquals(new int[] {1}, animation.frameAt(99));
        assertArrayEquals(new int[] {2}, animation.frameAt(100));
        assertArrayEquals(new int[] {3}, animation.frameAt(150));
        assertArrayEquals(new int[] {3}, animation.frameAt(10_000));
        assertEquals(150, animation.durationMillis());
        assertThrows(IllegalArgumentException.class, () -> new Animation(List.of()));
        assertThrows(IllegalArgumentException.class, () -> new Animation.Step(new int[0], -1));
    }
}
