package org.tabula.rules.wheel;

import org.tabula.rules.Notated;

/** A Wheel of History colour, in card order; written by its letter. */
public enum WheelColour implements Notated {
    RED, GREEN, BLUE, YELLOW, WHITE;

    /** {@code R}, {@code G}, {@code B}, {@code Y}, {@code W}. */
    @Override
    public String notation() {
        return WheelCards.letter(ordinal());
    }
}
