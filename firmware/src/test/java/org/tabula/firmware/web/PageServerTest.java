package org.tabula.firmware.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import org.tabula.firmware.loop.ConsoleClock;
import org.tabula.firmware.script.Player;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.rules.Series;

/**
 * The server over real sockets: the security headers, each new position on the stream, no more
 * streams than its cap, the same few threads for any number of streams, a seat's stream ending with
 * its pairing, and a peer that stops reading dropped without holding the others back.
 */
class PageServerTest {
    /** A request from 127.0.0.{@code from}: each client its own address, as phones on the network, so no rate limit applies. */
    private static Socket open(int port, String target, int from) throws IOException {
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), port, InetAddress.getByName("127.0.0." + from), 0);
        socket.getOutputStream().write(("GET " + target + " HTTP/1.1\r\nHost: localhost\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        return socket;
    }

    /** The response's status line and headers. */
    private static List<String> head(BufferedReader in) throws IOException {
        List<String> lines = new ArrayList<>();
        for (String line = in.readLine(); line != null && !line.isEmpty(); line = in.readLine()) {
            lines.add(line);
        }
        return lines;
    }

    private static BufferedReader reader(Socket socket) throws IOException {
        return new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
    }

    private static Match sumo() throws IOException {
        return new Match(ConsoleGames.named("sumo").kind().create(2, ConsoleGames.named("sumo").kind().parseOptions(null)),
                List.of(Player.HUMAN, Player.HUMAN), Series.Goal.games(1), () -> 1, MatchRecorder.NONE);
    }

    /** The live threads whose names start with {@code prefix}. */
    private static List<String> threads(String prefix) {
        return Thread.getAllStackTraces().keySet().stream().map(Thread::getName).filter(name -> name.startsWith(prefix)).sorted().toList();
    }

    private static String nextData(BufferedReader in) throws IOException {
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.startsWith("data: ")) {
                return line.substring("data: ".length());
            }
        }
        throw new IOException("the stream ended");
    }

    @Test
    void theStreamSendsEachPositionAndTheStreamsAreCapped() throws Exception {
        TableFeed feed = new TableFeed();
        try (PageServer server = PageServer.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), feed,
                new SeatPairing(ConsoleClock.SYSTEM, feed), ArchiveListing.NONE)) {
            try (Socket page = open(server.port(), "/", 1)) {
                List<String> head = head(new BufferedReader(new InputStreamReader(page.getInputStream(), StandardCharsets.UTF_8)));
                assertEquals("HTTP/1.1 200 OK", head.get(0));
                assertTrue(head.stream().anyMatch(line -> line.startsWith("Content-Security-Policy: default-src 'self'")), head.toString());
                assertTrue(head.stream().anyMatch(line -> line.equals("X-Content-Type-Options: nosniff")), head.toString());
            }
            List<Socket> streams = new ArrayList<>();
            try {
                Socket first = open(server.port(), "/events", 2);
                streams.add(first);
                BufferedReader events = new BufferedReader(new InputStreamReader(first.getInputStream(), StandardCharsets.UTF_8));
                assertTrue(head(events).contains("Content-Type: text/event-stream; charset=utf-8"));
                assertTrue(nextData(events).contains("\"game\":null"), "no game yet");
                feed.accept(Optional.of(sumo()));
                assertTrue(nextData(events).contains("\"key\":\"sumo\""), "the game, as soon as it starts");
                for (int i = 1; i < PageServer.MAX_STREAMS; i++) {
                    Socket stream = open(server.port(), "/events", 2 + i);
                    streams.add(stream);
                    nextData(new BufferedReader(new InputStreamReader(stream.getInputStream(), StandardCharsets.UTF_8)));
                }
                try (Socket onceTooMany = open(server.port(), "/events", 200)) {
                    assertEquals("HTTP/1.1 503 Service Unavailable", new BufferedReader(new InputStreamReader(
                            onceTooMany.getInputStream(), StandardCharsets.UTF_8)).readLine());
                }
            } finally {
                for (Socket stream : streams) {
                    stream.close();
                }
            }
        }
    }

    @Test
    void sixtyStreamsAreWrittenByTheSameFewThreadsAsNone() throws Exception {
        TableFeed feed = new TableFeed();
        try (PageServer server = PageServer.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), feed,
                new SeatPairing(ConsoleClock.SYSTEM, feed), ArchiveListing.NONE)) {
            int before = Thread.getAllStackTraces().size();
            List<Socket> streams = new ArrayList<>();
            List<BufferedReader> readers = new ArrayList<>();
            try {
                for (int i = 0; i < 60; i++) {
                    Socket stream = open(server.port(), "/events", 2 + i);
                    streams.add(stream);
                    readers.add(reader(stream));
                    assertTrue(head(readers.get(i)).contains("Content-Type: text/event-stream; charset=utf-8"));
                    assertTrue(nextData(readers.get(i)).contains("\"game\":null"), "the table as it is, at once");
                }
                assertEquals(60, server.openStreams());
                feed.accept(Optional.of(sumo()));
                for (BufferedReader events : readers) {
                    assertTrue(nextData(events).contains("\"key\":\"sumo\""), "every stream gets the new position");
                }
                assertEquals(List.of("tabula-page"), threads("tabula-page"), "one thread serves the page");
                int after = Thread.getAllStackTraces().size();
                assertTrue(after - before <= 0, "60 streams took " + (after - before) + " threads more: " + threads(""));
            } finally {
                for (Socket stream : streams) {
                    stream.close();
                }
            }
        }
        assertEquals(List.of(), threads("tabula-page"), "the thread ends with the server");
    }

    @Test
    void aSeatStreamShowsThatSeatAndEndsWithItsPairing() throws Exception {
        TableFeed feed = new TableFeed();
        SeatPairing pairing = new SeatPairing(ConsoleClock.SYSTEM, feed);
        try (PageServer server = PageServer.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), feed, pairing,
                ArchiveListing.NONE)) {
            feed.accept(Optional.of(sumo()));
            String body = "code=" + pairing.offer(1).orElseThrow().digits();
            String token;
            try (Socket pair = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
                pair.getOutputStream().write(("POST /pair HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\n"
                        + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: " + body.length() + "\r\n\r\n" + body)
                        .getBytes(StandardCharsets.US_ASCII));
                String cookie = head(reader(pair)).stream().filter(line -> line.startsWith("Set-Cookie: ")).findFirst().orElseThrow();
                token = cookie.substring(cookie.indexOf('=') + 1, cookie.indexOf(';'));
            }
            try (Socket audience = open(server.port(), "/events", 2);
                    Socket seat = new Socket(InetAddress.getLoopbackAddress(), server.port(), InetAddress.getByName("127.0.0.3"), 0)) {
                // Connection: close, so the connection ends with the stream (else it would idle on, kept alive).
                seat.getOutputStream().write(("GET /seat/events HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nCookie: "
                        + PageDoor.COOKIE + "=" + token + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
                BufferedReader seatEvents = reader(seat);
                BufferedReader audienceEvents = reader(audience);
                head(audienceEvents);
                assertEquals("HTTP/1.1 200 OK", head(seatEvents).get(0));
                String seatView = nextData(seatEvents);
                assertEquals(new String(feed.position().seatJson(1), StandardCharsets.UTF_8), seatView, "seat 1's own view");
                assertTrue(seatView.contains("\"seat\":1"), seatView);
                assertEquals(new String(feed.position().audienceJson(), StandardCharsets.UTF_8), nextData(audienceEvents));
                feed.accept(Optional.empty());
                List<String> rest = new ArrayList<>();
                for (String line = seatEvents.readLine(); line != null; line = seatEvents.readLine()) {
                    rest.add(line);
                }
                assertTrue(rest.contains("event: unpaired"), "the match ended, and the pairing with it: " + rest);
                assertTrue(nextData(audienceEvents).contains("\"game\":null"), "the audience's stream goes on");
            }
        }
    }

    @Test
    @Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a sender held by the stalled peer would hang the test
    void aPeerThatStopsReadingIsDroppedAndHoldsNobodyBack() throws Exception {
        TableFeed feed = new TableFeed();
        PageServer.Timing timing = new PageServer.Timing(0, 15_000, 200, 10_000);
        try (PageServer server = PageServer.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), feed,
                new SeatPairing(ConsoleClock.SYSTEM, feed), ArchiveListing.NONE, timing);
                Socket stalled = new Socket()) {
            // A small window: the peer's buffers fill after a few positions, and it never reads them.
            stalled.setReceiveBufferSize(2048);
            stalled.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), server.port()));
            stalled.getOutputStream().write("GET /events HTTP/1.1\r\nHost: localhost\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            try (Socket reading = open(server.port(), "/events", 2)) {
                BufferedReader events = reader(reading);
                head(events);
                nextData(events);
                Match match = sumo();
                // The test's thread is the console here: it publishes each position, never waiting for the page.
                int published = 0;
                while (server.openStreams() == 2) {
                    assertTrue(published < 1_000_000, "the stalled stream was never dropped");
                    boolean game = published % 2 == 0;
                    feed.accept(game ? Optional.of(match) : Optional.empty());
                    published++;
                    String data = nextData(events);
                    assertTrue(data.contains(game ? "\"key\":\"sumo\"" : "\"game\":null"), "each position in turn, " + published);
                }
                assertEquals(1, server.openStreams(), "the stalled stream is dropped, the reading one kept");
                boolean game = published % 2 == 0;
                feed.accept(game ? Optional.of(match) : Optional.empty());
                assertTrue(nextData(events).contains(game ? "\"key\":\"sumo\"" : "\"game\":null"),
                        "the reading stream goes on after the drop");
                stalled.setSoTimeout(30_000);
                InputStream rest = stalled.getInputStream();
                byte[] buffer = new byte[8192];
                long read = 0;
                for (int n = rest.read(buffer); n >= 0; n = rest.read(buffer)) {
                    read += n;
                }
                assertTrue(read > 0, "the stalled peer got what fitted, then the end");
            }
        }
    }
}
