package org.tabula.firmware.web;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.tabula.firmware.loop.ConsoleClock;

/**
 * The live table page's server (docs/architecture.md says why its own): one thread and one
 * selector, every socket non-blocking. A peer that sends slowly, reads slowly or leaves holds no
 * thread, only its connection, and every connection has a deadline: a request must arrive whole
 * within {@code request}, an idle kept-alive connection ends after {@link #IDLE_MILLIS}, a write
 * the peer does not read within {@code stall} ends the connection, and a peer that closes is
 * closed at once. At most {@link #MAX_CONNECTIONS} connections and {@link #MAX_STREAMS} event
 * streams are open, at most {@link #CONNECTIONS_PER_ADDRESS} and {@link #STREAMS_PER_ADDRESS} of
 * them from one address, so one phone cannot take the page from the others and memory stays
 * bounded whoever connects.
 */
public final class PageServer implements AutoCloseable {
    static final int MAX_STREAMS = 64;
    static final int MAX_CONNECTIONS = MAX_STREAMS + 32;
    /** A browser opens at most 6 connections to a host; a few more leave room for one still closing. */
    static final int CONNECTIONS_PER_ADDRESS = 12;
    /** A phone with a few tabs of the page open; more are refused with a sentence. */
    static final int STREAMS_PER_ADDRESS = 6;
    static final long IDLE_MILLIS = 30_000;
    /** How long a connection that was told its last answer may go on sending before it is closed. */
    private static final long CLOSING_MILLIS = 2_000;
    /** The thread's stack, as the unit's -Xss: 128 KB overflowed when a page thread was the first to use Jackson. */
    private static final long STACK_BYTES = 256 * 1024;
    private static final int READ_BYTES = 16 * 1024;

    /**
     * How often a stream may get a new position, how long it may stay silent, how long a write may
     * wait for its peer to read, and how long a request may take to arrive.
     */
    record Timing(long coalesceMillis, long keepAliveMillis, long stallMillis, long requestMillis) {
        static final Timing SERVICE = new Timing(100, 15_000, 10_000, 10_000);
    }

    private final ServerSocketChannel listener;
    private final Selector selector;
    private final PageDoor door;
    private final TableFeed feed;
    private final SeatPairing pairing;
    private final Timing timing;
    private final Thread thread;
    private final ByteBuffer reads = ByteBuffer.allocate(READ_BYTES);
    private final List<Connection> connections = new ArrayList<>();
    private final AddressCounts counts = new AddressCounts();
    /** Connections whose next request came with the last (pipelined): answered on the next turn, not within the write. */
    private List<Connection> pipelined = new ArrayList<>();
    private volatile boolean closing;
    private volatile int openConnections;
    private volatile int openStreams;

    private PageServer(ServerSocketChannel listener, Selector selector, TableFeed feed, SeatPairing pairing, ArchiveListing archive,
            Set<String> names, Timing timing) {
        this.listener = listener;
        this.selector = selector;
        this.feed = feed;
        this.pairing = pairing;
        this.timing = timing;
        this.door = new PageDoor(feed, pairing, archive, names, ConsoleClock.SYSTEM);
        this.thread = new Thread(null, this::serve, "tabula-page", STACK_BYTES);
        thread.setDaemon(true);
    }

    /**
     * Serves the page on {@code port} of every address of the box ({@code 0}: a free port, for
     * tests); the unit lets only local networks reach it.
     */
    public static PageServer start(InetSocketAddress address, TableFeed feed, SeatPairing pairing, ArchiveListing archive)
            throws IOException {
        return start(address, feed, pairing, archive, Timing.SERVICE);
    }

    /** The same with its own timing (tests make a stalled peer or a slow request show sooner). */
    static PageServer start(InetSocketAddress address, TableFeed feed, SeatPairing pairing, ArchiveListing archive, Timing timing)
            throws IOException {
        ServerSocketChannel listener = ServerSocketChannel.open();
        Selector selector = Selector.open();
        try {
            listener.bind(address, 64);
            listener.configureBlocking(false);
            listener.register(selector, SelectionKey.OP_ACCEPT);
        } catch (IOException e) {
            listener.close();
            selector.close();
            throw e;
        }
        PageServer page = new PageServer(listener, selector, feed, pairing, archive, boxNames(), timing);
        feed.onChange(selector::wakeup);
        page.thread.start();
        return page;
    }

    /** The names the box answers to: tabula.local (its avahi service), its host name, and that name on .local. */
    static Set<String> boxNames() {
        Set<String> names = new java.util.HashSet<>(Set.of("tabula.local"));
        try {
            String host = InetAddress.getLocalHost().getHostName().toLowerCase(Locale.ROOT);
            names.add(host);
            names.add(host.contains(".") ? host : host + ".local");
        } catch (IOException e) {
            // No name resolves for this host: the IP addresses and tabula.local still work.
        }
        return names;
    }

    public int port() {
        return ((InetSocketAddress) listener.socket().getLocalSocketAddress()).getPort();
    }

    /** Open event streams now (for the tests and the bench). */
    int openStreams() {
        return openStreams;
    }

    /** Open connections now, streams included (for the tests and the soak). */
    int openConnections() {
        return openConnections;
    }

    private void serve() {
        try {
            while (!closing) {
                long wakeAt = tendAll(System.nanoTime());
                long waitNanos = wakeAt - System.nanoTime();
                if (waitNanos > 0 && pipelined.isEmpty()) {
                    // Rounded up: a deadline less than a millisecond away is slept to, not spun for.
                    selector.select(TimeUnit.NANOSECONDS.toMillis(waitNanos + 999_999));
                } else {
                    selector.selectNow();
                }
                for (SelectionKey key : selector.selectedKeys()) {
                    try {
                        ready(key, System.nanoTime());
                    } catch (RuntimeException e) {
                        // A fault with one connection ends that connection, never the page.
                        if (key.attachment() instanceof Connection connection) {
                            close(connection);
                        }
                    }
                }
                selector.selectedKeys().clear();
                List<Connection> waiting = pipelined;
                pipelined = new ArrayList<>();
                for (Connection connection : waiting) {
                    if (!connection.closed && connection.state == Connection.State.READING) {
                        try {
                            answer(connection, System.nanoTime());
                        } catch (RuntimeException e) {
                            close(connection);
                        }
                    }
                }
                connections.removeIf(connection -> connection.closed);
            }
        } catch (IOException | RuntimeException e) {
            // The selector failed: the page ends, the console plays on.
            System.err.println("tabula: the live table page stopped: " + e.getMessage());
        } finally {
            new ArrayList<>(connections).forEach(this::close);
            try {
                selector.close();
                listener.close();
            } catch (IOException e) {
                // Closing anyway.
            }
        }
    }

    /** Writes each stream what is due, ends what is past its deadline; gives when to look again. */
    private long tendAll(long now) {
        TablePosition position = feed.position();
        long wakeAt = now + TimeUnit.MILLISECONDS.toNanos(IDLE_MILLIS);
        // Closing only marks a connection: the list changes after the loop.
        for (Connection connection : connections) {
            long due = tend(connection, position, now);
            wakeAt = due - wakeAt < 0 ? due : wakeAt;
        }
        connections.removeIf(connection -> connection.closed);
        return wakeAt;
    }

    private long tend(Connection connection, TablePosition position, long now) {
        if (connection.output != null) {
            long deadline = connection.since + TimeUnit.MILLISECONDS.toNanos(timing.stallMillis());
            if (now - deadline >= 0) {
                close(connection);
            }
            return deadline;
        }
        if (connection.state == Connection.State.STREAMING) {
            EventStream.Next next;
            try {
                next = connection.stream.next(position, pairing, now);
            } catch (RuntimeException e) {
                // A fault in one stream ends that stream, never the server.
                close(connection);
                return now + TimeUnit.MILLISECONDS.toNanos(IDLE_MILLIS);
            }
            if (next.bytes().length > 0) {
                send(connection, next.bytes(), next.last(), now);
            }
            return connection.output != null ? connection.since + TimeUnit.MILLISECONDS.toNanos(timing.stallMillis())
                    : connection.stream.dueAt(position);
        }
        if (connection.state == Connection.State.CLOSING) {
            long deadline = connection.since + TimeUnit.MILLISECONDS.toNanos(CLOSING_MILLIS);
            if (now - deadline >= 0) {
                close(connection);
            }
            return deadline;
        }
        if (connection.state == Connection.State.READING) {
            long deadline = connection.since + TimeUnit.MILLISECONDS.toNanos(connection.requestStarted ? timing.requestMillis() : IDLE_MILLIS);
            if (now - deadline >= 0) {
                if (connection.requestStarted) {
                    refuse(connection, 408, "The request took too long to arrive.", now);
                } else {
                    close(connection);
                }
            }
            return deadline;
        }
        return now + TimeUnit.MILLISECONDS.toNanos(IDLE_MILLIS);
    }

    private void ready(SelectionKey key, long now) {
        if (!key.isValid()) {
            return;
        }
        if (key.isAcceptable()) {
            accept(now);
            return;
        }
        Connection connection = (Connection) key.attachment();
        if (connection.closed) {
            return;
        }
        if (key.isWritable()) {
            write(connection, now);
        }
        if (!connection.closed && key.isValid() && key.isReadable()) {
            read(connection, now);
        }
    }

    private void accept(long now) {
        for (int accepted = 0; accepted < MAX_CONNECTIONS; accepted++) {
            SocketChannel channel;
            String address;
            try {
                channel = listener.accept();
                if (channel == null) {
                    return;
                }
                channel.configureBlocking(false);
                channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
                address = ((InetSocketAddress) channel.getRemoteAddress()).getAddress().getHostAddress();
            } catch (IOException e) {
                continue; // that peer left already
            }
            if (counts.connections(address) >= CONNECTIONS_PER_ADDRESS) {
                refuseAtOnce(channel, 429, "This device has too many connections open to the box: close some of its pages.");
            } else if (counts.connections() >= MAX_CONNECTIONS && !closeOldestWaiting()) {
                refuseAtOnce(channel, 503, "The box is serving as many pages as it can: try again in a moment.");
            } else {
                try {
                    SelectionKey key = channel.register(selector, SelectionKey.OP_READ);
                    Connection connection = new Connection(channel, key, address, now);
                    key.attach(connection);
                    connections.add(connection);
                    counts.connected(address);
                    counted();
                } catch (IOException e) {
                    closeQuietly(channel);
                }
            }
        }
    }

    /**
     * Makes room for a new connection: ends the one that has waited longest for its request (an
     * idle kept-alive connection or a slow sender) or for its peer to close; false when every
     * connection is answering or streaming.
     */
    private boolean closeOldestWaiting() {
        Connection oldest = null;
        for (Connection connection : connections) {
            boolean waiting = connection.state == Connection.State.READING && connection.output == null
                    || connection.state == Connection.State.CLOSING;
            if (!connection.closed && waiting && (oldest == null || connection.since - oldest.since < 0)) {
                oldest = connection;
            }
        }
        if (oldest != null) {
            close(oldest);
        }
        return oldest != null;
    }

    /** A refusal to a connection not taken: one try to write it, then the end. */
    private static void refuseAtOnce(SocketChannel channel, int status, String sentence) {
        try {
            channel.write(ByteBuffer.wrap(Responses.whole(Answer.Whole.refusal(status, sentence), false, false)));
        } catch (IOException e) {
            // The peer is gone: nothing to tell.
        }
        closeQuietly(channel);
    }

    private void read(Connection connection, long now) {
        int count;
        try {
            reads.clear();
            count = connection.channel.read(reads);
        } catch (IOException e) {
            close(connection);
            return;
        }
        if (count < 0) {
            close(connection);
            return;
        }
        if (connection.state != Connection.State.READING || count == 0) {
            return; // a stream's or a closing connection's peer has nothing to say: what it sends is dropped
        }
        reads.flip();
        connection.received(reads, count);
        if (!connection.requestStarted) {
            connection.requestStarted = true;
            connection.since = now;
        }
        answer(connection, now);
    }

    /** Answers the request received, if it is whole. */
    private void answer(Connection connection, long now) {
        RequestReader.Outcome outcome = connection.request();
        if (outcome instanceof RequestReader.Refused refused) {
            refuse(connection, refused.status(), refused.sentence(), now);
        } else if (outcome instanceof RequestReader.Whole whole) {
            connection.consumed(whole.length());
            Answer answer = door.answer(whole.request());
            if (answer instanceof Answer.Events events) {
                openStream(connection, events, now);
            } else {
                connection.state = Connection.State.ANSWERING;
                connection.key.interestOps(0);
                send(connection, Responses.whole((Answer.Whole) answer, whole.request().method().equals("HEAD"), whole.keepAlive()),
                        !whole.keepAlive(), now);
            }
        }
    }

    private void openStream(Connection connection, Answer.Events events, long now) {
        if (counts.streams() >= MAX_STREAMS) {
            refuse(connection, 503, "Too many pages are open on this box: close one and reload.", now);
        } else if (counts.streams(connection.address) >= STREAMS_PER_ADDRESS) {
            refuse(connection, 429, "This device has " + STREAMS_PER_ADDRESS + " of the box's pages open: close one and reload.", now);
        } else {
            connection.state = Connection.State.STREAMING;
            connection.stream = new EventStream(events.token(), timing.coalesceMillis(), timing.keepAliveMillis(), now);
            counts.streamOpened(connection.address);
            counted();
            send(connection, Responses.streamHead(), false, now);
        }
    }

    private void refuse(Connection connection, int status, String sentence, long now) {
        connection.state = Connection.State.ANSWERING;
        connection.key.interestOps(0);
        send(connection, Responses.whole(Answer.Whole.refusal(status, sentence), false, false), true, now);
    }

    /** Writes {@code bytes} as far as the peer takes them now; the rest when it reads on. */
    private void send(Connection connection, byte[] bytes, boolean closeAfter, long now) {
        connection.output = ByteBuffer.wrap(bytes);
        connection.closeAfterOutput = closeAfter;
        connection.since = now;
        write(connection, now);
    }

    private void write(Connection connection, long now) {
        try {
            connection.channel.write(connection.output);
        } catch (IOException e) {
            close(connection);
            return;
        }
        if (connection.output.hasRemaining()) {
            connection.key.interestOps(connection.key.interestOps() | SelectionKey.OP_WRITE);
            return;
        }
        connection.output = null;
        if (connection.closeAfterOutput) {
            closeAfterPeer(connection, now);
        } else if (connection.state == Connection.State.STREAMING) {
            connection.key.interestOps(SelectionKey.OP_READ);
        } else {
            // The answer is written: the connection waits for its next request, which may have come already.
            connection.state = Connection.State.READING;
            connection.key.interestOps(SelectionKey.OP_READ);
            connection.since = now;
            connection.requestStarted = connection.hasInput();
            if (connection.requestStarted) {
                pipelined.add(connection);
            }
        }
    }

    /** The last answer is sent: the connection's sending half closes, and the rest when the peer closes or after a while. */
    private void closeAfterPeer(Connection connection, long now) {
        try {
            connection.channel.shutdownOutput();
        } catch (IOException e) {
            close(connection);
            return;
        }
        if (connection.state == Connection.State.STREAMING) {
            counts.streamEnded(connection.address);
            counted();
        }
        connection.state = Connection.State.CLOSING;
        connection.since = now;
        connection.key.interestOps(SelectionKey.OP_READ);
    }

    private void close(Connection connection) {
        if (connection.closed) {
            return;
        }
        connection.closed = true;
        connection.key.cancel();
        closeQuietly(connection.channel);
        counts.disconnected(connection.address, connection.state == Connection.State.STREAMING);
        counted();
    }

    /** Tells other threads the counts (for the tests and the soak). */
    private void counted() {
        openConnections = counts.connections();
        openStreams = counts.streams();
    }

    private static void closeQuietly(SocketChannel channel) {
        try {
            channel.close();
        } catch (IOException e) {
            // Closed either way.
        }
    }

    /** Ends every connection and the server's thread. */
    @Override
    public void close() {
        closing = true;
        selector.wakeup();
        try {
            thread.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
