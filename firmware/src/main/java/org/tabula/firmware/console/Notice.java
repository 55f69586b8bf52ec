package org.tabula.firmware.console;

import java.util.concurrent.TimeUnit;

import org.tabula.display.text.Text;
import org.tabula.firmware.screen.Lights;
import org.tabula.firmware.screen.ScreenModel;

/**
 * A transient message with an LED pulse: a refusal ("Unknown card: enrol it first") in red, or a
 * confirmation in green. It shows for a few seconds or until the next input replaces it; a
 * reminder to act at the table ("P2 draws 3"), or whom the buttons now serve, shows until the next input.
 */
final class Notice {
    static final long SHOW_NANOS = TimeUnit.SECONDS.toNanos(3);

    private Text text;
    private Lights.Pulse pulse = Lights.Pulse.NONE;
    private long atNanos;
    private boolean untilInput;

    void refuse(Text message, long nowNanos) {
        set(message, Lights.Pulse.REFUSED, nowNanos);
    }

    void accept(Text message, long nowNanos) {
        set(message, Lights.Pulse.ACCEPTED, nowNanos);
    }

    /** An accepted move whose message asks the players to do something at the table: it stays until the next input. */
    void remind(Text message, long nowNanos) {
        set(message, Lights.Pulse.ACCEPTED, nowNanos);
        untilInput = true;
    }

    /** Words that say whom the buttons now serve, or the like: no pulse, shown until the next input. */
    void tell(Text message, long nowNanos) {
        set(message, Lights.Pulse.NONE, nowNanos);
        untilInput = true;
    }

    private void set(Text message, Lights.Pulse kind, long nowNanos) {
        this.untilInput = false;
        this.text = message;
        this.pulse = kind;
        this.atNanos = nowNanos;
    }

    void clear() {
        text = null;
    }

    /** Whether nothing has been said for the last few seconds: a reminder that stays until the next input counts as said only so long. */
    boolean quiet(long nowNanos) {
        return text == null || nowNanos - atNanos >= SHOW_NANOS;
    }

    /** The screen with the message (while it lasts) and the pulse added. */
    ScreenModel decorate(ScreenModel screen, long nowNanos) {
        ScreenModel result = screen;
        if (text != null && (untilInput || nowNanos - atNanos < SHOW_NANOS)) {
            result = result.withMessage(text);
        }
        if (pulse != Lights.Pulse.NONE) {
            result = result.withLights(result.lights().pulse(pulse, atNanos));
        }
        return result;
    }
}
