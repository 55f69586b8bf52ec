package org.tabula.simulator.devices;

import java.util.Optional;
import java.util.function.Consumer;

import org.tabula.hal.CardReaders;
import org.tabula.hal.TagEvent;
import org.tabula.hal.nfc.TagShelf;
import org.tabula.hal.nfc.TagWriteResult;

/**
 * NFC readers as pads: a card tile put on a pad arrives and leaves at once. Every sticker is a
 * simulated NTAG213 on a {@link TagShelf}: the console can write a card's text onto it as onto a
 * real one, and a sticker written so names its card whenever it is tapped again.
 */
public final class SimReaders implements CardReaders {
    private final int count;
    private final TagShelf shelf = new TagShelf();
    private volatile Consumer<TagEvent> listener;

    public SimReaders(int count) {
        this.count = count;
    }

    @Override
    public int count() {
        return count;
    }

    @Override
    public void setListener(Consumer<TagEvent> listener) {
        this.listener = listener;
    }

    /** Puts a tag on the reader and takes it away again; without {@code ndefText}, the sticker says what was written on it. */
    public void tap(int reader, byte[] uid, Optional<String> ndefText) {
        if (reader < 0 || reader >= count) {
            throw new IllegalArgumentException("there is no reader " + reader + " (the box has " + count + ")");
        }
        Optional<String> text;
        synchronized (shelf) {
            text = ndefText.isPresent() ? ndefText : shelf.text(uid);
        }
        Consumer<TagEvent> target = listener;
        if (target != null) {
            target.accept(new TagEvent(reader, TagEvent.Kind.ARRIVED, uid, text));
            target.accept(new TagEvent(reader, TagEvent.Kind.LEFT, uid, text));
        }
    }

    /** Writes onto the sticker at once: a simulated tag never leaves the pad half-way. */
    @Override
    public void write(TagEvent arrived, String text, boolean overwrite, Consumer<TagWriteResult> done) {
        TagWriteResult result;
        synchronized (shelf) {
            result = shelf.write(arrived.uid(), text, overwrite);
        }
        done.accept(result);
    }
}
