package org.tabula.hal.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.tabula.hal.CardReaders;
import org.tabula.hal.TagEvent;
import org.tabula.hal.bus.Clock;
import org.tabula.hal.nfc.TagReader;

/** Polls every reader in turn each period; a reader that fails goes offline alone. */
final class ReaderPoller implements CardReaders {
    private final List<Supervised<TagReader>> readers;
    private final List<PresenceTracker> trackers = new ArrayList<>();
    private final Clock clock;
    private final long periodNanos;
    private volatile Consumer<TagEvent> listener;
    private long due;

    ReaderPoller(List<Supervised<TagReader>> readers, long periodNanos, Clock clock) {
        this.readers = List.copyOf(readers);
        this.periodNanos = periodNanos;
        this.clock = clock;
        for (int i = 0; i < readers.size(); i++) {
            trackers.add(new PresenceTracker(i));
        }
    }

    List<Supervised<TagReader>> devices() {
        return readers;
    }

    @Override
    public int count() {
        return readers.size();
    }

    @Override
    public void setListener(Consumer<TagEvent> listener) {
        this.listener = listener;
    }

    /** Polls each reader when due; returns when next due. */
    long poll() {
        long now = clock.nanos();
        if (readers.isEmpty()) {
            return Long.MAX_VALUE;
        }
        if (now - due >= 0) {
            due = now + periodNanos;
            Consumer<TagEvent> events = event -> {
                Consumer<TagEvent> target = listener;
                if (target != null) {
                    target.accept(event);
                }
            };
            for (int i = 0; i < readers.size(); i++) {
                PresenceTracker tracker = trackers.get(i);
                if (!readers.get(i).run(reader -> tracker.poll(reader, events))) {
                    tracker.lost(events);
                }
            }
        }
        return due;
    }
}
