package org.tabula.firmware.loop;

import org.tabula.hal.ButtonEvent;
import org.tabula.hal.TagEvent;

/**
 * Something for the loop thread to handle. Device threads only create these and post them;
 * {@code atNanos} is when the event was posted, on the loop's clock, so latency can be measured.
 */
public sealed interface Event {
    long atNanos();

    /** A button changed (pressed, long-pressed, released). */
    record Press(ButtonEvent button, long atNanos) implements Event {
    }

    /** A tag arrived at or left a reader. */
    record Tap(TagEvent tag, long atNanos) implements Event {
    }

    /** Time passed: animations, message timeouts and bot pacing move on. */
    record Tick(long atNanos) implements Event {
    }

    /** Work finished off the loop (a bot's move) to be taken up on the loop thread. */
    record Completion(Runnable onLoop, long atNanos) implements Event {
    }
}
