package org.tabula.firmware.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import org.tabula.firmware.loop.ConsoleClock;

/**
 * The live table page on the JDK's own HTTP server (docs/architecture.md says why this one): its
 * dispatcher thread accepts connections, a pool of at most {@link #REQUEST_THREADS} threads reads
 * and answers requests, and one sender thread writes every open event stream ({@link EventStreams}),
 * so the threads are the same for one page open or sixty. At most {@link #MAX_STREAMS} streams are
 * open at once; more are refused, so the memory stays bounded whoever connects.
 */
public final class PageServer implements AutoCloseable {
    static final int MAX_STREAMS = 64;
    /**
     * A page thread's stack, as the unit's -Xss: 128 KB overflowed when a page thread was the first
     * to use Jackson (its set-up loads classes many calls deep).
     */
    private static final long STACK_BYTES = 256 * 1024;
    /**
     * Threads that read and answer requests (a stream's only until its headers are sent); they end
     * after 30 s idle. Requests beyond them wait in a queue of {@link #QUEUED_REQUESTS}.
     */
    static final int REQUEST_THREADS = 2;
    private static final int QUEUED_REQUESTS = 64;
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
    private final EventStreams streams;

    private static void limit(String property, String value) {
        if (System.getProperty(property) == null) {
            System.setProperty(property, value);
        }
    }

    private PageServer(HttpServer server, TableFeed feed, SeatPairing pairing, ArchiveListing archive, Set<String> names,
            EventStreams.Timing timing) {
        this.server = server;
        this.door = new PageDoor(feed, pairing, archive, names, ConsoleClock.SYSTEM);
        AtomicInteger count = new AtomicInteger();
        ThreadPoolExecutor pool = new ThreadPoolExecutor(REQUEST_THREADS, REQUEST_THREADS, 30, TimeUnit.SECONDS,
                new ArrayBlockingQueue<>(QUEUED_REQUESTS),
                task -> {
                    Thread thread = new Thread(null, task, "tabula-page-" + count.incrementAndGet(), STACK_BYTES);
                    thread.setDaemon(true);
                    return thread;
                },
                (task, full) -> {
                    // Every thread busy and the queue full: the request's connection is dropped.
                    throw new RejectedExecutionException("the page is busy");
                });
        pool.allowCoreThreadTimeOut(true);
        this.threads = pool;
        this.streams = new EventStreams(feed, pairing, SECURITY, MAX_STREAMS, timing, STACK_BYTES);
        server.createContext("/", this::handle);
        server.setExecutor(threads);
    }

    /**
     * Serves the page on {@code port} of every address of the box ({@code 0}: a free port, for
     * tests); the unit lets only local networks reach it.
     */
    public static PageServer start(InetSocketAddress address, TableFeed feed, SeatPairing pairing, ArchiveListing archive)
            throws IOException {
        return start(address, feed, pairing, archive, EventStreams.Timing.SERVICE);
    }

    /** The same with the streams' own timing (tests make a stalled peer show sooner). */
    static PageServer start(InetSocketAddress address, TableFeed feed, SeatPairing pairing, ArchiveListing archive,
            EventStreams.Timing timing) throws IOException {
        HttpServer server = HttpServer.create(address, 32);
        PageServer page = new PageServer(server, feed, pairing, archive, boxNames(), timing);
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
        boolean streaming = false;
        try {
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
                // From here on the sender writes and closes the stream.
                streaming = streams.open(exchange, events.token());
                if (!streaming) {
                    send(exchange, Answer.Whole.refusal(503, "Too many pages are open on this box: close one and reload."));
                }
            }
        } finally {
            if (!streaming) {
                exchange.close();
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

    /** Open event streams now (for the tests and the bench). */
    int openStreams() {
        return streams.count();
    }

    @Override
    public void close() {
        streams.close();
        server.stop(0);
        threads.shutdownNow();
    }
}
