package org.tabula.display.led;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A sequence of LED frames, each shown for a number of milliseconds: what the firmware plays on
 * the strip, and what tests check step by step. Frames are {@code 0xRRGGBB} per LED, before the
 * strip's gamma correction and current limit.
 */
public record Animation(List<Step> steps) {
    /** One frame and how long it stays lit; 0 ms on the last step means "until the next scene". */
    public record Step(int[] leds, int durationMillis) {
        public Step {
            if (durationMillis < 0) {
                throw new IllegalArgumentException("a step cannot last " + durationMillis + " ms");
            }
            leds = leds.clone();
        }

        @Override
        public int[] leds() {
            return leds.clone();
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Step that && that.durationMillis == durationMillis && Arrays.equals(that.leds, leds);
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(leds) + durationMillis;
        }

        @Override
        public String toString() {
            StringBuilder text = new StringBuilder();
            for (int colour : leds) {
                text.append(String.format("%06X ", colour));
            }
            return text.append("for ").append(durationMillis).append(" ms").toString();
        }
    }

    public Animation {
        if (steps.isEmpty()) {
            throw new IllegalArgumentException("an animation needs at least one step");
        }
        steps = List.copyOf(steps);
    }

    /** A single frame held until something else is shown. */
    public static Animation still(int[] leds, int durationMillis) {
        return new Animation(List.of(new Step(leds, durationMillis)));
    }

    /** How long the whole animation runs. */
    public int durationMillis() {
        return steps.stream().mapToInt(Step::durationMillis).sum();
    }

    /** The frame lit at {@code millis} after the start; after the end, the last frame. */
    public int[] frameAt(int millis) {
        int elapsed = 0;
        for (Step step : steps) {
            elapsed += step.durationMillis();
            if (millis < elapsed) {
                return step.leds();
            }
        }
        return steps.get(steps.size() - 1).leds();
    }

    /** The last frame: what stays lit once the animation is over. */
    public int[] finalFrame() {
        return steps.get(steps.size() - 1).leds();
    }

    /** This animation, then {@code next}. */
    public Animation then(Animation next) {
        List<Step> all = new ArrayList<>(steps);
        all.addAll(next.steps);
        return new Animation(all);
    }
}
