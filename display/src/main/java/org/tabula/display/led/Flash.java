package org.tabula.display.led;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** The whole strip lit in one colour and dark in turn: a colour scored, a round won. */
public final class Flash {
    static final int MILLIS = 120;

    private Flash() {
    }

    /** {@code times} flashes of {@code colour} (capped), as steps to add to a longer animation. */
    public static List<Animation.Step> of(int colour, int times, LedSettings settings) {
        int[] lit = new int[settings.count()];
        Arrays.fill(lit, settings.cap(colour));
        int[] dark = new int[settings.count()];
        List<Animation.Step> steps = new ArrayList<>();
        for (int i = 0; i < times; i++) {
            steps.add(new Animation.Step(lit, MILLIS));
            steps.add(new Animation.Step(dark, MILLIS));
        }
        return steps;
    }
}
