package org.tabula.hal;

import java.util.function.Consumer;

/**
 * The box's buttons. Events arrive on a device thread: a listener must only hand them on
 * (to the firmware's event queue), never work on them there.
 */
public interface Buttons {
    /** Sets where events go; null stops them. */
    void setListener(Consumer<ButtonEvent> listener);
}
