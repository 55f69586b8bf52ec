package org.tabula.firmware.screen;

import org.tabula.firmware.loop.DeviceFrame;

/** Draws a screen model into the frames the drivers take. Pure: same screen and time, same frame. */
@FunctionalInterface
public interface Renderer {
    DeviceFrame render(ScreenModel screen, long nowNanos);

    /** Whether the frame for this screen still changes with time (an animation is running). */
    default boolean animating(ScreenModel screen, long nowNanos) {
        return false;
    }
}
