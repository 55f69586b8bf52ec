package org.tabula.hal.input;

import java.util.Optional;

import org.tabula.hal.ButtonEvent;

/**
 * Software debounce and long press for one button, as a pure state machine fed with raw levels
 * and times: a new level counts once it has held for the debounce time; a press held for the
 * long-press time reports LONG_PRESSED once, before its RELEASED.
 */
public final class Debouncer {
    private final long debounceNanos;
    private final long longPressNanos;
    private boolean stable;
    private boolean candidate;
    private long candidateSince;
    private long pressedAt;
    private boolean longReported;

    public Debouncer(long debounceNanos, long longPressNanos) {
        this.debounceNanos = debounceNanos;
        this.longPressNanos = longPressNanos;
    }

    /** Feeds one sample: {@code pressed} is the raw level at {@code now}. */
    public Optional<ButtonEvent.Kind> sample(boolean pressed, long now) {
        if (pressed != candidate) {
            candidate = pressed;
            candidateSince = now;
        }
        if (candidate != stable && now - candidateSince >= debounceNanos) {
            stable = candidate;
            if (stable) {
                pressedAt = candidateSince;
                longReported = false;
                return Optional.of(ButtonEvent.Kind.PRESSED);
            }
            return Optional.of(ButtonEvent.Kind.RELEASED);
        }
        if (stable && !longReported && now - pressedAt >= longPressNanos) {
            longReported = true;
            return Optional.of(ButtonEvent.Kind.LONG_PRESSED);
        }
        return Optional.empty();
    }

    public boolean pressed() {
        return stable;
    }
}
