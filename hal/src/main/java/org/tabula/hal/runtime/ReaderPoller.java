package org.tabula.hal.runtime;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Consumer;

import org.tabula.hal.CardReaders;
import org.tabula.hal.TagEvent;
import org.tabula.hal.bus.BusException;
import org.tabula.hal.bus.Clock;
import org.tabula.hal.nfc.TagReader;
import org.tabula.hal.nfc.TagWriteResult;
import org.tabula.hal.nfc.Type2TagWriter;

/**
 * Polls every reader in turn each period; a reader that fails goes offline alone. Writes asked
 * for from any thread run at the start of the next round, before the polls.
 */
final class ReaderPoller implements CardReaders {
    private final List<Supervised<TagReader>> readers;
    private final List<PresenceTracker> trackers = new ArrayList<>();
    private final Clock clock;
    private final long periodNanos;
    private volatile Consumer<TagEvent> listener;
    private long due;
    private final Queue<Write> writes = new ConcurrentLinkedQueue<>();

    /** A write asked for and not yet run. */
    private record Write(TagEvent arrived, String text, boolean overwrite, Consumer<TagWriteResult> done) {
    }

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

    @Override
    public void write(TagEvent arrived, String text, boolean overwrite, Consumer<TagWriteResult> done) {
        if (arrived.reader() < 0 || arrived.reader() >= readers.size()) {
            throw new IllegalArgumentException("there is no reader " + arrived.reader());
        }
        writes.add(new Write(arrived, text, overwrite, done));
    }

    /** Runs one asked-for write on its reader; an offline reader or a tag gone is an interruption. */
    private void run(Write write) {
        int index = write.arrived.reader();
        TagWriteResult[] result = {new TagWriteResult.Interrupted(0, "reader " + index + " is offline")};
        readers.get(index).run(reader -> result[0] = writeOn(reader, write));
        write.done.accept(result[0]);
    }

    private static TagWriteResult writeOn(TagReader reader, Write write) throws BusException {
        Optional<byte[]> uid = reader.detect();
        if (uid.isEmpty() || !Arrays.equals(uid.get(), write.arrived.uid())) {
            return new TagWriteResult.Interrupted(0, "the tag is no longer on reader " + write.arrived.reader());
        }
        TagWriteResult result = Type2TagWriter.write(reader.type2(), write.text, write.overwrite);
        reader.release();
        return result;
    }

    /** Runs the writes asked for, then polls each reader when due; returns when next due. */
    long poll() {
        for (Write write = writes.poll(); write != null; write = writes.poll()) {
            run(write);
        }
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
