package org.tabula.simulator.devices;

import java.util.Optional;
import java.util.function.Consumer;

import org.tabula.hal.CardReaders;
import org.tabula.hal.TagEvent;

/** NFC readers as pads: a card tile put on a pad arrives and leaves at once. */
public final class SimReaders implements CardReaders {
    private final int count;
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

    /** Puts a tag on the reader and takes it away again. */
    public void tap(int reader, byte[] uid, Optional<String> ndefText) {
        if (reader < 0 || reader >= count) {
            throw new IllegalArgumentException("there is no reader " + reader + " (the box has " + count + ")");
        }
        Consumer<TagEvent> target = listener;
        if (target != null) {
            target.accept(new TagEvent(reader, TagEvent.Kind.ARRIVED, uid, ndefText));
            target.accept(new TagEvent(reader, TagEvent.Kind.LEFT, uid, ndefText));
        }
    }
}
