package org.tabula.hal.input;

import java.util.Optional;

import org.tabula.hal.ButtonEvent;

/**
 * Software debounce and long press for one button, as a pure state machine fed with raw levels
 * and times: a new level counts once it has held for the debounce time; a press held for the
 * long-press time reports LONG_PRESSED once, before its RELEASED.
 * <p>
 * A button is taken into use only once it has read released (for the debounce time): one that
 * reads pressed from the first sample is held, stuck, shorted to ground or missing its pull-up
 * (an emulated Pi reads every input low), and acting on it would scroll a menu or hold BACK
 * for ever. It reports nothing until it is released.
 */
public final class Debouncer {
    private final long debounceNanos;
    private final long longPressNanos;
    private boolean stable;
    private boolean candidate;
    private long pressedAt;
    private boolean longReported;
    private boolean inUse;
    /** No sample yet: the first one starts the count, whatever its level. */
    private long candidateSince = Long.MIN_VALUE;

    public Debouncer(long debounceNanos, long longPressNanos) {
        this.debounceNanos = debounceNanos;
        this.longPressNanos = longPressNanos;
    }

    /** Feeds one sample: {@code pressed} is the raw level at {@code now}. */
    public Optional<ButtonEvent.Kind> sample(boolean pressed, long now) {
        if (pressed != candidate || candidateSince == Long.MIN_VALUE) {
            candidate = pressed;
            candidateSince = now;
        }
        if (!inUse) {
            inUse = !candidate && now - candidateSince >= debounceNanos;
            return Optional.empty();
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

    /** Whether the button has read released, and so counts; until then it is ignored. */
    public boolean inUse() {
        return inUse;
    }
}
