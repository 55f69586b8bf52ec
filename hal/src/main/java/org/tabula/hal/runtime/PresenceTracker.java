package org.tabula.hal.runtime;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.Consumer;

import org.tabula.hal.TagEvent;
import org.tabula.hal.bus.BusException;
import org.tabula.hal.nfc.NdefResult;
import org.tabula.hal.nfc.TagException;
import org.tabula.hal.nfc.TagReader;

/**
 * Turns one reader's polls into arrivals and departures. A tag arrives once its NDEF area has
 * been read (a read broken off by radio is tried again on the next polls, then given up); it
 * leaves after two polls in a row without it, so one lost poll is not a departure.
 */
final class PresenceTracker {
    static final int MISSES_TO_LEAVE = 2;
    static final int READ_ATTEMPTS = 3;

    private final int reader;
    private byte[] present;
    private int misses;
    private byte[] reading;
    private int readAttempts;

    PresenceTracker(int reader) {
        this.reader = reader;
    }

    void poll(TagReader chip, Consumer<TagEvent> events) throws BusException {
        Optional<byte[]> seen = chip.detect();
        if (seen.isEmpty()) {
            reading = null;
            if (present != null && ++misses >= MISSES_TO_LEAVE) {
                leave(events);
            }
            return;
        }
        byte[] uid = seen.get();
        misses = 0;
        if (present != null && Arrays.equals(present, uid)) {
            chip.release();
            return;
        }
        if (present != null) {
            leave(events);
        }
        if (reading == null || !Arrays.equals(reading, uid)) {
            reading = uid;
            readAttempts = 0;
        }
        Optional<String> text;
        try {
            NdefResult ndef = chip.readNdef();
            text = ndef instanceof NdefResult.Text t ? Optional.of(t.text()) : Optional.empty();
        } catch (TagException e) {
            if (e.kind() != TagException.Kind.NAK && ++readAttempts < READ_ATTEMPTS) {
                chip.release();
                return;
            }
            text = Optional.empty();
        }
        chip.release();
        present = uid;
        reading = null;
        events.accept(new TagEvent(reader, TagEvent.Kind.ARRIVED, uid, text));
    }

    /** The reader went offline: whatever was on it is no longer known to be there. */
    void lost(Consumer<TagEvent> events) {
        reading = null;
        if (present != null) {
            leave(events);
        }
    }

    private void leave(Consumer<TagEvent> events) {
        events.accept(new TagEvent(reader, TagEvent.Kind.LEFT, present, Optional.empty()));
        present = null;
        misses = 0;
    }
}
