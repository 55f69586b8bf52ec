package org.tabula.firmware.console;

import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;
import org.tabula.hal.TagEvent;

/**
 * One thing the box is doing (a menu, a game, enrolment), driven on the loop thread. Each
 * handler returns the activity that comes next: itself, or another.
 */
public interface Activity {
    /** A button went down ({@code held}: it was held past the long-press time). */
    Activity onButton(Button button, boolean held, long nowNanos);

    /** A tag arrived at a reader. */
    default Activity onTap(TagEvent tag, long nowNanos) {
        return this;
    }

    default Activity onTick(long nowNanos) {
        return this;
    }

    ScreenModel screen(long nowNanos);
}
