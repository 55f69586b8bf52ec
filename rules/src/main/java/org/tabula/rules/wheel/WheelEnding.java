package org.tabula.rules.wheel;

/** Why a game of Wheel of History ended. */
public enum WheelEnding {
    /** A value's fifth card left the circle: that value falls (the standard game). */
    VALUE_FELL,
    /** With colourAndValue: at least one colour and at least one value have scored. */
    COLOUR_AND_VALUE_SCORED,
    /** Every card has left the circle with no value able to end the game first. */
    CIRCLE_EMPTY
}
