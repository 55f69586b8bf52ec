package org.tabula.hal;

import java.util.function.Consumer;

import org.tabula.hal.nfc.TagWriteResult;

/**
 * The box's NFC readers, polled in turn. Events arrive on a device thread: a listener must only
 * hand them on, never work on them there.
 */
public interface CardReaders {
    /** How many readers are configured (0 on a box without any). */
    int count();

    /** Sets where events go; null stops them. */
    void setListener(Consumer<TagEvent> listener);

    /**
     * Writes {@code text} as an NDEF text record onto the tag that {@code arrived} reported, if it
     * still lies on that reader, and reads it back ({@link org.tabula.hal.nfc.Type2TagWriter});
     * another NDEF message is replaced only when {@code overwrite}. {@code done} gets the outcome
     * on the device thread, like events. Readers that cannot write (stand-ins for a bench) say so.
     */
    default void write(TagEvent arrived, String text, boolean overwrite, Consumer<TagWriteResult> done) {
        done.accept(new TagWriteResult.Refused(TagWriteResult.Refusal.NO_WRITER, "these readers cannot write tags"));
    }
}
