package org.tabula.firmware.cards;

import java.util.function.Consumer;

import org.tabula.hal.CardReaders;
import org.tabula.hal.TagEvent;
import org.tabula.hal.nfc.TagWriteResult;

/**
 * Writes an NDEF text (a card's, or a person's badge) onto the tag a reader reported, reading it
 * back; the outcome comes back on the loop thread.
 */
@FunctionalInterface
public interface CardWriter {
    void write(TagEvent arrived, String ndefText, boolean overwrite, Consumer<TagWriteResult> onLoop);

    /** Through the box's readers (the write runs on their device thread), the outcome handed to {@code toLoop}. */
    static CardWriter through(CardReaders readers, Consumer<Runnable> toLoop) {
        return (arrived, ndefText, overwrite, onLoop) -> readers.write(arrived, ndefText, overwrite,
                result -> toLoop.accept(() -> onLoop.accept(result)));
    }
}
