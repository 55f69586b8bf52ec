package org.tabula.hal;

/**
 * A debounced change of one button.
 *
 * @param button    which button
 * @param kind      what happened
 * @param atNanos   when, on the {@link System#nanoTime()} clock of the device thread
 */
public record ButtonEvent(Button button, Kind kind, long atNanos) {
    public enum Kind {
        PRESSED,
        RELEASED,
        /** Held past the long-press time; a RELEASED follows when it is let go. */
        LONG_PRESSED
    }
}
