package org.tabula.rules.wheel;

import java.util.List;
import java.util.stream.IntStream;

/**
 * A Wheel of History card as views and events name it ({@code G3}), read once here: its colour
 * (0-4, in the order of {@link #COLOURS}) and value (1-5).
 */
public record WheelCard(int colour, int value) {
    /** The colours' letters, each colour's index its place here: red, green, blue, yellow, white. */
    public static final List<String> COLOURS = IntStream.range(0, WheelCards.COLOURS).mapToObj(WheelCards::letter).toList();

    /** @throws IllegalArgumentException if no card is called so */
    public static WheelCard named(String name) {
        int card = WheelCards.parse(name);
        if (card < 0) {
            throw new IllegalArgumentException("no Wheel of History card is called " + name);
        }
        return new WheelCard(WheelCards.colour(card), WheelCards.value(card));
    }
}
