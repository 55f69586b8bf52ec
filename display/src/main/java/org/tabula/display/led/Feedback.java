package org.tabula.display.led;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The short answer to a play on the whole strip, over what it shows: a soft green swell when the
 * play is accepted, a hard red blink, twice, when it is refused (a blink, so it shows even over a
 * red seat's colour). Each takes about a third of a second and ends on the frame it started from.
 */
public final class Feedback {
    /** How far each step of the swell goes towards green, in 255ths: up and back down. */
    private static final int[] SWELL = {110, 200, 255, 200, 110};
    static final int STEP_MILLIS = 50;
    static final int BLINK_MILLIS = 80;
    static final int BLINKS = 2;

    private Feedback() {
    }

    /** A green swell over {@code shown}, the (capped) frame on the strip now; it ends on {@code shown}. */
    public static Animation accepted(int[] shown, LedSettings settings) {
        int green = settings.cap(Colours.ACCEPTED);
        List<Animation.Step> steps = new ArrayList<>();
        for (int amount : SWELL) {
            int[] frame = new int[shown.length];
            for (int i = 0; i < shown.length; i++) {
                frame[i] = Colours.mix(shown[i], green, amount);
            }
            steps.add(new Animation.Step(frame, STEP_MILLIS));
        }
        steps.add(new Animation.Step(shown, 0));
        return new Animation(steps);
    }

    /** The strip blinks red and dark twice, then shows {@code shown} again. */
    public static Animation rejected(int[] shown, LedSettings settings) {
        int[] red = new int[shown.length];
        Arrays.fill(red, settings.cap(Colours.REJECTED));
        int[] dark = new int[shown.length];
        List<Animation.Step> steps = new ArrayList<>();
        for (int i = 0; i < BLINKS; i++) {
            steps.add(new Animation.Step(red, BLINK_MILLIS));
            steps.add(new Animation.Step(dark, BLINK_MILLIS));
        }
        steps.add(new Animation.Step(shown, 0));
        return new Animation(steps);
    }
}
