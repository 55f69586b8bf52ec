package org.tabula.firmware.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import org.tabula.firmware.loop.ConsoleClock;

/**
 * The live table page on the JDK's own HTTP server (docs/architecture.md says why this one): one
 * dispatcher thread reads requests, a bounded pool answers them, and each open event stream holds
 * one pool thread that sleeps until the table changes, and sends at most ten positions a second. At most {@link #MAX_STREAMS} streams are
 * open at once; more are refused, so the threads and the memory stay bounded whoever connects.
 */
public final class PageServer implements AutoCloseable {
    static final int MAX_STREAMS = 64;
    /**
     * A page thread's stack, as the unit's -Xss: 128 KB overflowed when a page thread was the first
     * to use Jackson (its set-up loads classes many calls deep).
     */
    private static final long STACK_BYTES = 256 * 1024;
    /** Threads for ordinary requests beside the streams. */
    private static final int MAX_REQUEST_THREADS = 8;
    /**
     * A stream sends at most one position this often: a burst of moves (bots, a quick player)
     * wakes each stream once, not once a move, so the streams never crowd the console's threads.
     */
    static final long COALESCE_MILLIS = 100;
    /** An open stream that sends nothing this long gets a comment, so a dead peer is found. */
    private static final long KEEP_ALIVE_MILLIS = 15_000;
    /** The security headers of every answer: this page's own files only, never in a frame, no referrer. */
    private static final Map<String, String> SECURITY = Map.of(
            "Content-Security-Policy", "default-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'; "
                    + "base-uri 'none'; form-action 'self'",
            "X-Content-Type-Options", "nosniff",
            "Referrer-Policy", "no-referrer",
            "X-Frame-Options", "DENY",
            "Cache-Control", "no-store");

    static {
        // The JDK server's own limits, before its first use reads them: headers, idle connections, slow requests.
        limit("sun.net.httpserver.maxReqHeaders", "64");
        limit("sun.net.httpserver.maxReqHeaderSize", "16384");
        limit("sun.net.httpserver.maxIdleConnections", "32");
        limit("sun.net.httpserver.idleInterval", "30");
        limit("sun.net.httpserver.maxReqTime", "10");
        limit("jdk.httpserver.maxConnections", String.valueOf(MAX_STREAMS + 32));
    }

    private final HttpServer server;
    private final ExecutorService threads;
    private final PageDoor door;
    private final TableFeed feed;
    private final SeatPairing pairing;
    private final AtomicInteger streams = new AtomicInteger();
    private volatile boolean closing;

    private static void limit(String property, String value) {
        if (System.getProperty(property) == null) {
            System.setProperty(property, value);
        }
    }

    private PageServer(HttpServer server, TableFeed feed, SeatPairing pairing, ArchiveListing archive, Set<String> names) {
        this.server = server;
        this.feed = feed;
        this.pairing = pairing;
        this.door = new PageDoor(feed, pairing, archive, names, ConsoleClock.SYSTEM);
        AtomicInteger count = new AtomicInteger();
        this.threads = new ThreadPoolExecutor(0, MAX_STREAMS + MAX_REQUEST_THREADS, 30, TimeUnit.SECONDS, new SynchronousQueue<>(),
                task -> {
                    Thread thread = new Thread(null, task, "tabula-page-" + count.incrementAndGet(), STACK_BYTES);
                    thread.setDaemon(true);
                    return thread;
                },
                (task, pool) -> {
                    // Every thread busy: the request's connection is dropped rather than queued.
                    throw new java.util.concurrent.RejectedExecutionException("the page is busy");
                });
        server.createContext("/", this::handle);
        server.setExecutor(threads);
    }

    /**
     * Serves the page on {@code port} of every address of the box ({@code 0}: a free port, for
     * tests); the unit lets only local networks reach it.
     */
    public static PageServer start(InetSocketAddress address, TableFeed feed, SeatPairing pairing, ArchiveListing archive)
            throws IOException {
        HttpServer server = HttpServer.create(address, 32);
        PageServer page = new PageServer(server, feed, pairing, archive, boxNames());
        server.start();
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
        return server.getAddress().getPort();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            Map<String, List<String>> headers = new HashMap<>();
            exchange.getRequestHeaders().forEach((name, values) -> headers.put(name.toLowerCase(Locale.ROOT), List.copyOf(values)));
            byte[] body;
            try (InputStream in = exchange.getRequestBody()) {
                body = in.readNBytes(PageDoor.MAX_BODY_BYTES + 1);
            }
            Request request = new Request(exchange.getRequestMethod(), exchange.getRequestURI().getRawPath()
                    + (exchange.getRequestURI().getRawQuery() == null ? "" : "?" + exchange.getRequestURI().getRawQuery()),
                    headers, body, exchange.getRemoteAddress().getAddress().getHostAddress());
            Answer answer = door.answer(request);
            if (answer instanceof Answer.Whole whole) {
                send(exchange, whole);
            } else if (answer instanceof Answer.Events events) {
                stream(exchange, events.token());
            }
        }
    }

    private static void send(HttpExchange exchange, Answer.Whole whole) throws IOException {
        SECURITY.forEach(exchange.getResponseHeaders()::set);
        whole.headers().forEach(exchange.getResponseHeaders()::set);
        exchange.getResponseHeaders().set("Content-Type", whole.contentType());
        boolean head = exchange.getRequestMethod().equals("HEAD");
        exchange.sendResponseHeaders(whole.status(), head ? -1 : whole.body().length == 0 ? -1 : whole.body().length);
        if (!head && whole.body().length > 0) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(whole.body());
            }
        }
    }

    /** Sends the table now, then each new position, until the peer leaves, the pairing ends or the server closes. */
    private void stream(HttpExchange exchange, Optional<String> token) throws IOException {
        if (streams.incrementAndGet() > MAX_STREAMS) {
            streams.decrementAndGet();
            send(exchange, Answer.Whole.refusal(503, "Too many pages are open on this box: close one and reload."));
            return;
        }
        try {
            SECURITY.forEach(exchange.getResponseHeaders()::set);
            exchange.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
            exchange.sendResponseHeaders(200, 0);
            OutputStream out = exchange.getResponseBody();
            long sent = -1;
            while (!closing) {
                TablePosition position = feed.awaitAfter(sent, KEEP_ALIVE_MILLIS);
                if (position.version() == sent) {
                    out.write(": still here\n\n".getBytes(StandardCharsets.UTF_8));
                } else {
                    OptionalInt seat = token.isPresent() ? pairing.seatIn(token.get(), position) : OptionalInt.empty();
                    if (token.isPresent() && seat.isEmpty()) {
                        out.write("event: unpaired\ndata: {}\n\n".getBytes(StandardCharsets.UTF_8));
                        out.flush();
                        return;
                    }
                    byte[] json = seat.isPresent() ? position.seatJson(seat.getAsInt()) : position.audienceJson();
                    out.write("data: ".getBytes(StandardCharsets.UTF_8));
                    out.write(json);
                    out.write("\n\n".getBytes(StandardCharsets.UTF_8));
                    sent = position.version();
                }
                out.flush();
                Thread.sleep(COALESCE_MILLIS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            streams.decrementAndGet();
        }
    }

    /** Open event streams now (for the tests and the bench). */
    int openStreams() {
        return streams.get();
    }

    @Override
    public void close() {
        closing = true;
        server.stop(0);
        threads.shutdownNow();
    }
}
