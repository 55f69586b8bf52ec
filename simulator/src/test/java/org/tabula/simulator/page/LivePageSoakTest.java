package org.tabula.simulator.page;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.script.Player;
import org.tabula.firmware.web.ArchiveListing;
import org.tabula.firmware.web.LivePage;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Series;

/**
 * An evening of phones on the live page, on loopback, during a game: event streams opened and
 * dropped abruptly from 200 addresses, a real browser reloading the page, and all the while
 * senders that send a byte at a time, readers that never read, and requests too large. After it
 * every request is answered, the answers' times are printed (p50, p99), no TCP connection of the
 * page's port is left but its listener, and the server holds no {@code Connection} object
 * (a heap histogram of the serving JVM, as the page's leak was found). docs/performance.md, "The
 * live page through an evening", has the long run's figures.
 *
 * <p>The suite runs a short soak; {@code -Dpage.soak.opens=10000 -Dpage.soak.reloads=1000} the
 * long one, and {@code -Dpage.soak.port=8080 -Dpage.soak.pid=PID} soaks a running service (its
 * own game) instead of a page started here.
 */
class LivePageSoakTest {
    private static final int OPENS = Integer.getInteger("page.soak.opens", 1_000);
    private static final int RELOADS = Integer.getInteger("page.soak.reloads", 20);
    private static final int PORT = Integer.getInteger("page.soak.port", 0);
    private static final long PID = Long.getLong("page.soak.pid", ProcessHandle.current().pid());
    /** Phones' addresses: 127.0.0.2 to .201 open streams, the troublemakers and the prober have their own. */
    private static final int PHONES = 200;
    private static final int OPENERS = 8;
    private static final int SLOW_SENDERS = 4;
    private static final int SLOW_READERS = 4;
    private static final int PROBES = 400;
    /** A reload asks for about six files; the page allows an address 20 requests a second. */
    private static final long RELOAD_PACE_MILLIS = 350;
    private static final int TIMEOUT_MILLIS = 15_000;

    @Test
    @Timeout(value = 4, unit = TimeUnit.HOURS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void thePageAnswersAfterAnEveningOfPhones() throws Exception {
        boolean browser = HeadlessChromium.installed();
        if (!browser) {
            assertFalse(System.getenv("CI") != null, "CI must have chromium and chromium-driver installed");
        }
        AtomicBoolean playing = new AtomicBoolean(true);
        LivePage page = PORT == 0 ? LivePage.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), "localhost",
                ArchiveListing.NONE, System.err) : null;
        int port = page == null ? PORT : page.port();
        Thread game = page == null ? null : new Thread(() -> play(page, playing), "soak-game");
        ExecutorService troublemakers = Executors.newFixedThreadPool(SLOW_SENDERS + SLOW_READERS + 1);
        try {
            if (game != null) {
                game.start();
            }
            List<Future<Integer>> slowSenders = new ArrayList<>();
            List<Future<Integer>> slowReaders = new ArrayList<>();
            for (int i = 0; i < SLOW_SENDERS; i++) {
                int from = 220 + i;
                slowSenders.add(troublemakers.submit(() -> sendSlowly(port, from, playing)));
            }
            for (int i = 0; i < SLOW_READERS; i++) {
                int from = 230 + i;
                slowReaders.add(troublemakers.submit(() -> neverRead(port, from, playing)));
            }
            Future<Integer> oversized = troublemakers.submit(() -> sendTooMuch(port, 235, playing));
            List<Long> during = Collections.synchronizedList(new ArrayList<>());
            Thread prober = new Thread(() -> probeWhile(port, playing, during), "soak-prober");
            prober.start();

            long started = System.nanoTime();
            int opened = openAndDrop(port);
            int reloaded = browser ? reload(port) : 0;
            long soaked = System.nanoTime() - started;
            playing.set(false);
            prober.join(TIMEOUT_MILLIS * 2L);
            int refused = oversized.get(TIMEOUT_MILLIS * 2L, TimeUnit.MILLISECONDS);
            assertTrue(refused > 0, "the oversized requests were refused");
            assertEquals(OPENS, opened, "every stream opened");
            assertEquals(browser ? RELOADS : 0, reloaded);

            System.out.printf("LivePageSoakTest: %d slow senders ended by the server %d times; %d readers opened %d streams and never read "
                    + "them; %d oversized requests refused%n", SLOW_SENDERS, sum(slowSenders), SLOW_READERS, sum(slowReaders), refused);
            List<Long> after = probe(port, PROBES);
            System.out.printf("LivePageSoakTest: %,d stream opens and abrupt ends, %,d browser reloads in %.1f s; "
                    + "GET /table during: %s; after: %s%n", opened, reloaded, soaked / 1e9, percentiles(during), percentiles(after));
            int held = settledConnections(port);
            long objects = connectionObjects();
            System.out.printf("LivePageSoakTest: TCP connections of port %d left: %d; org.tabula.firmware.web.Connection objects: %d%n",
                    port, held, objects);
            assertEquals(0, held, "no connection is left open for a peer that is gone");
            assertEquals(0, objects, "the server holds no connection object");
        } finally {
            playing.set(false);
            troublemakers.shutdownNow();
            if (game != null) {
                game.join(TIMEOUT_MILLIS);
            }
            if (page != null) {
                page.close();
            }
        }
    }

    /** A game at the table: random legal moves, one every 50 ms, a new game when one ends. */
    private static void play(LivePage page, AtomicBoolean playing) {
        SeededRandom random = new SeededRandom(42);
        try {
            while (playing.get()) {
                Match match = new Match(ConsoleGames.named("spartacus").kind().create(5, ConsoleGames.named("spartacus").kind()
                        .parseOptions(null)), Collections.nCopies(5, Player.HUMAN), Series.Goal.games(1), random::nextLong,
                        MatchRecorder.NONE);
                while (playing.get() && !match.state().isOver()) {
                    GameState state = match.state();
                    int seat = state.toMove().first();
                    int[] moves = state.legalMoves(seat);
                    match.play(seat, moves[random.nextInt(moves.length)]);
                    page.live().feed().accept(Optional.of(match));
                    Thread.sleep(50);
                }
            }
        } catch (IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static Socket connect(int port, int from) throws IOException {
        Socket socket = new Socket();
        socket.bind(new InetSocketAddress(InetAddress.getByName("127.0.0." + from), 0));
        socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), TIMEOUT_MILLIS);
        socket.setSoTimeout(TIMEOUT_MILLIS);
        return socket;
    }

    private static void send(Socket socket, String text) throws IOException {
        socket.getOutputStream().write(text.getBytes(StandardCharsets.ISO_8859_1));
    }

    /** {@link #OPENS} streams, each opened, read to its first position and dropped (a reset, or a plain close); how many opened. */
    private static int openAndDrop(int port) throws InterruptedException, java.util.concurrent.ExecutionException {
        AtomicInteger next = new AtomicInteger();
        AtomicInteger opened = new AtomicInteger();
        ExecutorService openers = Executors.newFixedThreadPool(OPENERS);
        List<Future<?>> done = new ArrayList<>();
        for (int i = 0; i < OPENERS; i++) {
            done.add(openers.submit(() -> {
                for (int open = next.getAndIncrement(); open < OPENS; open = next.getAndIncrement()) {
                    try (Socket stream = connect(port, 2 + open % PHONES)) {
                        send(stream, "GET /events HTTP/1.1\r\nHost: localhost\r\n\r\n");
                        String head = readUntil(stream.getInputStream(), "\ndata: ");
                        assertTrue(head.startsWith("HTTP/1.1 200 OK"), "open " + open + ": " + head);
                        opened.incrementAndGet();
                        if (open % 2 == 0) {
                            stream.setSoLinger(true, 0); // a reset: a phone gone from the network
                        }
                    }
                }
                return null;
            }));
        }
        openers.shutdown();
        for (Future<?> each : done) {
            each.get();
        }
        return opened.get();
    }

    /** The bytes until {@code mark}, as text (at most 64 KiB: a stream's head and first event). */
    private static String readUntil(InputStream in, String mark) throws IOException {
        StringBuilder text = new StringBuilder();
        while (text.indexOf(mark) < 0) {
            int b = in.read();
            if (b < 0 || text.length() > 65_536) {
                throw new IOException("no " + mark.strip() + " in: " + text);
            }
            text.append((char) b);
        }
        return text.toString();
    }

    /** Reloads the page {@link #RELOADS} times in chromium; each time the table is drawn, and nothing is logged as an error. */
    private static int reload(int port) throws Exception {
        try (HeadlessChromium chromium = new HeadlessChromium(800, 600)) {
            chromium.open("http://127.0.0.1:" + port + "/seat");
            drawnOrFail(chromium, "the seat page's form", "return !document.getElementById('pair-form').hidden;");
            chromium.open("http://127.0.0.1:" + port + "/");
            int reloads = 0;
            while (reloads < RELOADS) {
                long started = System.nanoTime();
                chromium.reload();
                drawnOrFail(chromium, "the table", "return typeof last !== 'undefined' && last !== null;");
                reloads++;
                long left = RELOAD_PACE_MILLIS - (System.nanoTime() - started) / 1_000_000;
                if (left > 0) {
                    Thread.sleep(left);
                }
            }
            assertEquals(List.of(), chromium.consoleEntries("WARNING"), "the page logged no error or warning");
            return reloads;
        }
    }

    private static void drawnOrFail(HeadlessChromium chromium, String what, String script) throws Exception {
        long started = System.nanoTime();
        while (!chromium.run(script).asBoolean()) {
            assertTrue(System.nanoTime() - started < TimeUnit.MILLISECONDS.toNanos(TIMEOUT_MILLIS), what + " was never drawn");
            Thread.sleep(10);
        }
    }

    /** Sends requests a byte every 300 ms, again and again: how many the server ended (a 408 at the deadline, or a reset). */
    private static int sendSlowly(int port, int from, AtomicBoolean playing) {
        byte[] request = "GET /table HTTP/1.1\r\nHost: localhost\r\nX-Slow: yes\r\n\r\n".getBytes(StandardCharsets.US_ASCII);
        int ended = 0;
        while (playing.get()) {
            try (Socket slow = connect(port, from)) {
                for (int i = 0; i < request.length && playing.get() && slow.getInputStream().available() == 0; i++) {
                    slow.getOutputStream().write(request, i, 1);
                    Thread.sleep(300);
                }
                if (slow.getInputStream().available() > 0) {
                    String status = readUntil(slow.getInputStream(), "\r\n");
                    assertTrue(status.startsWith("HTTP/1.1 408 "), status);
                    ended++;
                }
            } catch (IOException e) {
                ended++; // the server ended the request, and the connection with it
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return ended;
            }
        }
        return ended;
    }

    /** Opens streams with a small window and never reads them, 30 s each: how many were opened. */
    private static int neverRead(int port, int from, AtomicBoolean playing) {
        int opened = 0;
        while (playing.get()) {
            try (Socket stalled = new Socket()) {
                stalled.setReceiveBufferSize(2048);
                stalled.bind(new InetSocketAddress(InetAddress.getByName("127.0.0." + from), 0));
                stalled.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), TIMEOUT_MILLIS);
                send(stalled, "GET /events HTTP/1.1\r\nHost: localhost\r\n\r\n");
                opened++;
                for (int waited = 0; waited < 30_000 && playing.get(); waited += 100) {
                    Thread.sleep(100);
                }
            } catch (IOException e) {
                // Dropped: open another.
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return opened;
            }
        }
        return opened;
    }

    /** Headers of 20 KiB and bodies of a megabyte, every 200 ms: each refused with 431 or 413; how many. */
    private static int sendTooMuch(int port, int from, AtomicBoolean playing) throws IOException, InterruptedException {
        int refused = 0;
        for (int i = 0; playing.get(); i++) {
            try (Socket big = connect(port, from)) {
                send(big, i % 2 == 0 ? "GET /table HTTP/1.1\r\nHost: localhost\r\nX-Big: " + "b".repeat(20 * 1024) + "\r\n\r\n"
                        : "POST /pair HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000000\r\n\r\n");
                String status = readUntil(big.getInputStream(), "\r\n");
                assertTrue(status.startsWith(i % 2 == 0 ? "HTTP/1.1 431 " : "HTTP/1.1 413 "), status);
                refused++;
            }
            Thread.sleep(200);
        }
        return refused;
    }

    /** GET /table every 25 ms while {@code playing}, each time from the next of ten addresses: how long each took (ns). */
    private static void probeWhile(int port, AtomicBoolean playing, List<Long> times) {
        try {
            for (int i = 0; playing.get(); i++) {
                times.add(table(port, 240 + i % 10));
                Thread.sleep(25);
            }
        } catch (IOException e) {
            throw new AssertionError("the page did not answer during the soak", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static List<Long> probe(int port, int count) throws IOException, InterruptedException {
        List<Long> times = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            times.add(table(port, 240 + i % 10));
            Thread.sleep(5);
        }
        return times;
    }

    /** One GET /table on a new connection, read whole: the time from connecting to the last byte (ns). */
    private static long table(int port, int from) throws IOException {
        long started = System.nanoTime();
        try (Socket socket = connect(port, from)) {
            send(socket, "GET /table HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
            String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(answer.startsWith("HTTP/1.1 200 OK"), answer);
        }
        return System.nanoTime() - started;
    }

    private static int sum(List<Future<Integer>> counts) throws Exception {
        int sum = 0;
        for (Future<Integer> count : counts) {
            sum += count.get(TIMEOUT_MILLIS * 2L, TimeUnit.MILLISECONDS);
        }
        return sum;
    }

    private static String percentiles(List<Long> nanos) {
        List<Long> sorted = new ArrayList<>(nanos);
        Collections.sort(sorted);
        return String.format("%d requests, p50 %.2f ms, p99 %.2f ms, worst %.2f ms", sorted.size(),
                sorted.get(sorted.size() / 2) / 1e6, sorted.get(Math.min(sorted.size() - 1, sorted.size() * 99 / 100)) / 1e6,
                sorted.get(sorted.size() - 1) / 1e6);
    }

    /** The page port's TCP connections besides its listener, once they stop falling (at most 15 s). */
    private static int settledConnections(int port) throws IOException, InterruptedException {
        int count = connections(port);
        for (int tries = 0; tries < 150 && count > 0; tries++) {
            Thread.sleep(100);
            count = connections(port);
        }
        return count;
    }

    /** From the kernel (ss): sockets of the port in any state that holds a file (not TIME-WAIT, not the listener). */
    private static int connections(int port) throws IOException, InterruptedException {
        Process ss = new ProcessBuilder("ss", "-Htn", "state", "all", "( sport = :" + port + " )").redirectErrorStream(true).start();
        String out = new String(ss.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(ss.waitFor(TIMEOUT_MILLIS, TimeUnit.MILLISECONDS) && ss.exitValue() == 0, "ss: " + out);
        return (int) out.lines().filter(line -> !line.isBlank() && !line.startsWith("LISTEN") && !line.startsWith("TIME-WAIT")).count();
    }

    /** Live {@code org.tabula.firmware.web.Connection} objects in the serving JVM (jcmd's histogram, after a full collection). */
    private static long connectionObjects() throws IOException, InterruptedException {
        Process jcmd = new ProcessBuilder(ProcessHandle.current().info().command().map(java -> java.replaceFirst("java$", "jcmd"))
                .orElse("jcmd"), String.valueOf(PID), "GC.class_histogram").redirectErrorStream(true).start();
        String out = new String(jcmd.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(jcmd.waitFor(TIMEOUT_MILLIS, TimeUnit.MILLISECONDS) && jcmd.exitValue() == 0, "jcmd: " + out);
        assertTrue(out.contains("org.tabula.firmware.web."), "the histogram lists the page's classes: " + out.lines().limit(5).toList());
        return out.lines().filter(line -> line.endsWith(" org.tabula.firmware.web.Connection"))
                .mapToLong(line -> Long.parseLong(line.trim().split("\\s+")[1])).sum();
    }
}
