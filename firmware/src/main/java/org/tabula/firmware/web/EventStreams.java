package org.tabula.firmware.web;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

import com.sun.net.httpserver.HttpExchange;

/**
 * The page's open event streams, all written by one sender thread. A request thread only sends a
 * stream's headers and hands it over; the sender wakes when the table changes, a stream joins or a
 * keep-alive is due, and writes each stream what it lacks: the position now (at most one every
 * {@code coalesce}, so a burst of moves costs a stream one write), or a comment when it has sent
 * nothing for {@code keepAlive}, so a dead peer is found. Nothing here ever makes the console wait.
 *
 * <p>The JDK's server gives a handler only blocking sockets, so a peer that stops reading, once the
 * socket's buffers are full, would hold the sender in a write. A second thread watches the
 * writes: one that has not finished after {@code stall} is ended by interrupting the sender,
 * which closes that socket (a blocking channel's rule); that stream is dropped, and the browser's
 * event source reconnects to the position of the moment. So a stalled peer holds the others back
 * once, by at most {@code stall}.
 */
final class EventStreams implements AutoCloseable {
    /** How often a stream may get a new position, how long it may stay silent, and how long a write may take. */
    record Timing(long coalesceMillis, long keepAliveMillis, long stallMillis) {
        static final Timing SERVICE = new Timing(100, 15_000, 500);
    }

    private static final byte[] KEEP_ALIVE = ": still here\n\n".getBytes(StandardCharsets.UTF_8);
    private static final byte[] UNPAIRED = "event: unpaired\ndata: {}\n\n".getBytes(StandardCharsets.UTF_8);
    private static final byte[] DATA = "data: ".getBytes(StandardCharsets.UTF_8);
    private static final byte[] END = "\n\n".getBytes(StandardCharsets.UTF_8);

    private final TableFeed feed;
    private final SeatPairing pairing;
    private final Map<String, String> headers;
    private final int cap;
    private final long coalesceNanos;
    private final long keepAliveNanos;
    private final long stallNanos;
    private final AtomicInteger count = new AtomicInteger();
    /** Streams handed over by request threads, not yet taken by the sender. */
    private final Queue<Stream> joining = new ConcurrentLinkedQueue<>();
    /** The sender's own list. */
    private final List<Stream> open = new ArrayList<>();
    private final Thread sender;
    private final Thread watch;
    private volatile boolean closing;

    // The write in progress, between the sender and the watch, under this lock.
    private final Object writes = new Object();
    private long writeNumber;
    private long writeStarted;
    private boolean writing;
    /** The write the watch ended by interrupting the sender. */
    private long endedWrite = -1;
    /** Whether the watch waits for a write to begin (and must be told). */
    private boolean watchIdle;

    /** One open stream, touched only by the sender once handed over. */
    private static final class Stream {
        final HttpExchange exchange;
        final OutputStream out;
        final Optional<String> token;
        long sentVersion = -1;
        long nextPositionAt;
        long lastWriteAt;

        Stream(HttpExchange exchange, Optional<String> token, long now) {
            this.exchange = exchange;
            this.out = exchange.getResponseBody();
            this.token = token;
            this.nextPositionAt = now;
            this.lastWriteAt = now;
        }
    }

    /**
     * Streams of {@code feed}'s positions, at most {@code cap} at once, each answered with
     * {@code headers}; seat streams are checked against {@code pairing} at every position.
     */
    EventStreams(TableFeed feed, SeatPairing pairing, Map<String, String> headers, int cap, Timing timing, long stackBytes) {
        this.feed = feed;
        this.pairing = pairing;
        this.headers = Map.copyOf(headers);
        this.cap = cap;
        this.coalesceNanos = TimeUnit.MILLISECONDS.toNanos(timing.coalesceMillis());
        this.keepAliveNanos = TimeUnit.MILLISECONDS.toNanos(timing.keepAliveMillis());
        this.stallNanos = TimeUnit.MILLISECONDS.toNanos(timing.stallMillis());
        this.sender = new Thread(null, this::sendAll, "tabula-page-sender", stackBytes);
        this.watch = new Thread(null, this::watchWrites, "tabula-page-watch", stackBytes);
        sender.setDaemon(true);
        watch.setDaemon(true);
        sender.start();
        watch.start();
        feed.onChange(this::wake);
    }

    /**
     * On a request thread: sends the stream's headers and hands it to the sender, which from then
     * on writes and closes it; or says no (false, nothing sent) when {@code cap} streams are open.
     */
    boolean open(HttpExchange exchange, Optional<String> token) throws IOException {
        if (count.incrementAndGet() > cap || closing) {
            count.decrementAndGet();
            return false;
        }
        try {
            headers.forEach(exchange.getResponseHeaders()::set);
            exchange.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
            exchange.sendResponseHeaders(200, 0);
        } catch (IOException | RuntimeException e) {
            count.decrementAndGet();
            throw e;
        }
        joining.add(new Stream(exchange, token, System.nanoTime()));
        wake();
        return true;
    }

    /** Open streams now (for the tests and the bench). */
    int count() {
        return count.get();
    }

    private void wake() {
        LockSupport.unpark(sender);
    }

    private void sendAll() {
        while (!closing) {
            for (Stream stream = joining.poll(); stream != null; stream = joining.poll()) {
                open.add(stream);
            }
            TablePosition position = feed.position();
            long now = System.nanoTime();
            long wakeAt = now + keepAliveNanos;
            for (Iterator<Stream> streams = open.iterator(); streams.hasNext() && !closing; ) {
                Stream stream = streams.next();
                boolean going;
                try {
                    going = sendTo(stream, position, now);
                } catch (RuntimeException e) {
                    // A fault in one stream ends that stream, as it ended its thread before: never the sender.
                    going = false;
                }
                if (!going) {
                    streams.remove();
                    end(stream);
                    continue;
                }
                boolean behind = stream.sentVersion != position.version();
                long due = behind ? stream.nextPositionAt : stream.lastWriteAt + keepAliveNanos;
                wakeAt = due - wakeAt < 0 ? due : wakeAt;
            }
            // A change, a new stream or close() unparks; a wake that came since the reads above is not lost.
            long wait = wakeAt - System.nanoTime();
            if (wait > 0 && joining.isEmpty()) {
                LockSupport.parkNanos(this, wait);
            }
        }
        open.addAll(joining);
        open.forEach(this::end);
    }

    /**
     * Writes {@code stream} what it lacks at {@code now}, if anything.
     *
     * @return false when the stream is over: its peer left or stalled, or its seat's pairing ended
     */
    private boolean sendTo(Stream stream, TablePosition position, long now) {
        if (stream.sentVersion != position.version()) {
            if (now - stream.nextPositionAt < 0) {
                return true;
            }
            OptionalInt seat = stream.token.isPresent() ? pairing.seatIn(stream.token.get(), position) : OptionalInt.empty();
            if (stream.token.isPresent() && seat.isEmpty()) {
                write(stream, UNPAIRED, null);
                return false;
            }
            byte[] json = seat.isPresent() ? position.seatJson(seat.getAsInt()) : position.audienceJson();
            stream.sentVersion = position.version();
            stream.nextPositionAt = now + coalesceNanos;
            stream.lastWriteAt = now;
            return write(stream, DATA, json);
        }
        if (now - stream.lastWriteAt - keepAliveNanos >= 0) {
            stream.lastWriteAt = now;
            return write(stream, KEEP_ALIVE, null);
        }
        return true;
    }

    /** Writes an event ({@code json} between "data: " and the blank line, or {@code text} alone) under the watch. */
    private boolean write(Stream stream, byte[] text, byte[] json) {
        long number = beginWrite();
        boolean done = false;
        try {
            stream.out.write(text);
            if (json != null) {
                stream.out.write(json);
                stream.out.write(END);
            }
            stream.out.flush();
            done = true;
        } catch (IOException e) {
            // The peer left, or the watch closed its socket: the stream is over.
        } finally {
            done &= endWrite(number);
        }
        return done;
    }

    /** Ends a stream: its last chunk (under the watch: a stalled peer could hold this too), and its count. */
    private void end(Stream stream) {
        long number = beginWrite();
        try {
            stream.exchange.close();
        } catch (RuntimeException e) {
            // The connection is gone either way; the sender goes on.
        } finally {
            endWrite(number);
            count.decrementAndGet();
        }
    }

    private long beginWrite() {
        synchronized (writes) {
            writing = true;
            writeStarted = System.nanoTime();
            if (watchIdle) {
                writes.notify();
            }
            return ++writeNumber;
        }
    }

    /** @return whether the write ended in time (else the watch ended it) */
    private boolean endWrite(long number) {
        synchronized (writes) {
            writing = false;
            // An interrupt is only ever sent for this write: clear it before the next.
            Thread.interrupted();
            return endedWrite != number;
        }
    }

    /** Ends any write that takes longer than {@code stall}: its peer stopped reading. */
    private void watchWrites() {
        synchronized (writes) {
            try {
                while (!closing) {
                    if (!writing || endedWrite == writeNumber) {
                        // Nothing to watch, or the sender is still leaving the write it was told to end.
                        watchIdle = true;
                        writes.wait();
                        watchIdle = false;
                        continue;
                    }
                    long left = writeStarted + stallNanos - System.nanoTime();
                    if (left > 0) {
                        TimeUnit.NANOSECONDS.timedWait(writes, left);
                    } else {
                        endedWrite = writeNumber;
                        sender.interrupt();
                    }
                }
            } catch (InterruptedException e) {
                // close() ends the watch.
            }
        }
    }

    /** Ends every stream (each gets its last chunk) and both threads. */
    @Override
    public void close() {
        closing = true;
        wake();
        try {
            sender.join(TimeUnit.NANOSECONDS.toMillis(stallNanos) * 2 + 1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        watch.interrupt();
    }
}
