package org.tabula.display.wheel;

import org.tabula.display.palette.RomanColour;
import org.tabula.rules.wheel.WheelColour;

/** Wheel of History is played with the Roman deck: each of its colours is a Roman colour. */
public final class WheelColours {
    private WheelColours() {
    }

    public static RomanColour roman(WheelColour colour) {
        return switch (colour) {
            case RED -> RomanColour.RED;
            case GREEN -> RomanColour.GREEN;
            case BLUE -> RomanColour.BLUE;
            case YELLOW -> RomanColour.YELLOW;
            case WHITE -> RomanColour.WHITE;
        };
    }
}
