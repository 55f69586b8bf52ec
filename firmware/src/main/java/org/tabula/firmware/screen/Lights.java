package org.tabula.firmware.screen;

/**
 * What the LED strip should show: the colour of the seat whose turn it is (or 0 for none)
 * and an optional feedback pulse that started at {@code pulseAtNanos}.
 */
public record Lights(int turnColour, Pulse pulse, long pulseAtNanos) {
    public static final Lights OFF = new Lights(0, Pulse.NONE, 0);

    /** A short flash over the whole strip for an accepted or refused play. */
    public enum Pulse {
        NONE, ACCEPTED, REFUSED
    }

    public static Lights turn(int colour) {
        return new Lights(colour, Pulse.NONE, 0);
    }

    public Lights pulse(Pulse kind, long atNanos) {
        return new Lights(turnColour, kind, atNanos);
    }
}
