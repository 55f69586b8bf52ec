package org.tabula.hal;

import java.util.function.Consumer;

/**
 * The box's NFC readers, polled in turn. Events arrive on a device thread: a listener must only
 * hand them on, never work on them there.
 */
public interface CardReaders {
    /** How many readers are configured (0 on a box without any). */
    int count();

    /** Sets where events go; null stops them. */
    void setListener(Consumer<TagEvent> listener);
}
