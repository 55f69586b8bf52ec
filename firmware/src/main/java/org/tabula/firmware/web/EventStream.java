package org.tabula.firmware.web;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;

/**
 * What one open event stream is sent, and when: the position now (at most one every
 * {@code coalesce}, so a burst of moves costs a stream one write), or a comment when it has sent
 * nothing for {@code keepAlive}, so a dead peer is found; a seat's stream gets "unpaired" and ends
 * when its pairing no longer opens the position. No sockets here: the server asks, writes what it
 * is given, and asks again once that is written, so a peer that reads slowly gets fewer, newer
 * positions, never a queue of old ones.
 */
final class EventStream {
    private static final byte[] KEEP_ALIVE = ": still here\n\n".getBytes(StandardCharsets.UTF_8);
    private static final byte[] UNPAIRED = "event: unpaired\ndata: {}\n\n".getBytes(StandardCharsets.UTF_8);
    private static final byte[] DATA = "data: ".getBytes(StandardCharsets.UTF_8);
    private static final byte[] END = "\n\n".getBytes(StandardCharsets.UTF_8);

    /** What to write now: {@code bytes} (none: nothing is due), and whether the stream ends after them. */
    record Next(byte[] bytes, boolean last) {
        static final Next NOTHING = new Next(new byte[0], false);
    }

    private final Optional<String> token;
    private final long coalesceNanos;
    private final long keepAliveNanos;
    private long sentVersion = -1;
    private long nextPositionAt;
    private long lastWriteAt;

    /**
     * A stream for the audience ({@code token} empty) or a paired seat, opened at {@code now}: the
     * position is due at once, then at most one every {@code coalesceMillis}, and a comment after
     * {@code keepAliveMillis} of silence.
     */
    EventStream(Optional<String> token, long coalesceMillis, long keepAliveMillis, long now) {
        this.token = token;
        this.coalesceNanos = TimeUnit.MILLISECONDS.toNanos(coalesceMillis);
        this.keepAliveNanos = TimeUnit.MILLISECONDS.toNanos(keepAliveMillis);
        this.nextPositionAt = now;
        this.lastWriteAt = now;
    }

    /** What the stream lacks at {@code now}, with the table at {@code position} and {@code pairing}'s tokens. */
    Next next(TablePosition position, SeatPairing pairing, long now) {
        if (sentVersion != position.version()) {
            if (now - nextPositionAt < 0) {
                return Next.NOTHING;
            }
            OptionalInt seat = token.isPresent() ? pairing.seatIn(token.get(), position) : OptionalInt.empty();
            if (token.isPresent() && seat.isEmpty()) {
                return new Next(UNPAIRED, true);
            }
            byte[] json = seat.isPresent() ? position.seatJson(seat.getAsInt()) : position.audienceJson();
            sentVersion = position.version();
            nextPositionAt = now + coalesceNanos;
            lastWriteAt = now;
            byte[] event = new byte[DATA.length + json.length + END.length];
            System.arraycopy(DATA, 0, event, 0, DATA.length);
            System.arraycopy(json, 0, event, DATA.length, json.length);
            System.arraycopy(END, 0, event, DATA.length + json.length, END.length);
            return new Next(event, false);
        }
        if (now - lastWriteAt - keepAliveNanos >= 0) {
            lastWriteAt = now;
            return new Next(KEEP_ALIVE, false);
        }
        return Next.NOTHING;
    }

    /** When the stream next lacks something, if the table stays at {@code position}. */
    long dueAt(TablePosition position) {
        return sentVersion != position.version() ? nextPositionAt : lastWriteAt + keepAliveNanos;
    }
}
