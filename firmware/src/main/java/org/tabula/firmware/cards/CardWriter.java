package org.tabula.firmware.cards;

import java.util.function.Consumer;

import org.tabula.hal.CardReaders;
import org.tabula.hal.TagEvent;
import org.tabula.hal.nfc.TagWriteResult;

/** Writes a card's NDEF text onto the tag a reader reported; the outcome comes back on the loop thread. */
@FunctionalInterface
public interface CardWriter {
    void write(TagEvent arrived, Card card, boolean overwrite, Consumer<TagWriteResult> onLoop);

    /** Through the box's readers (the write runs on their device thread), the outcome handed to {@code toLoop}. */
    static CardWriter through(CardReaders readers, Consumer<Runnable> toLoop) {
        return (arrived, card, overwrite, onLoop) -> readers.write(arrived, card.ndefText(), overwrite,
                result -> toLoop.accept(() -> onLoop.accept(result)));
    }
}
