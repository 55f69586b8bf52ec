package org.tabula.firmware.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import org.tabula.firmware.loop.ConsoleClock;

/**
 * An evening of phones: streams that end (a reload, a locked screen, a closed tab) leave the page
 * answering, however many there were, and no connection outlives its peer; half-sent requests
 * hold nobody else; one address cannot take every stream or connection; oversized requests get a
 * sentence. Every wait is bounded by the sockets' timeouts.
 */
class PageServerEveningTest {
    private static final int VISITS = 200;

    private static Socket open(int port, String target, int from) throws IOException {
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), port, InetAddress.getByName("127.0.0." + from), 0);
        socket.setSoTimeout(10_000);
        socket.getOutputStream().write(("GET " + target + " HTTP/1.1\r\nHost: localhost\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        return socket;
    }

    private static String statusLine(Socket socket) throws IOException {
        return new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8)).readLine();
    }

    /** The status line, or a failure that says which visit found the page gone. */
    private static String answered(BufferedReader in, int visit) {
        try {
            return in.readLine();
        } catch (IOException e) {
            throw new AssertionError("visit " + (visit + 1) + " found the page gone: " + e.getMessage(), e);
        }
    }

    @Test
    @Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void twoHundredEndedStreamsLeaveThePageAnswering() throws Exception {
        TableFeed feed = new TableFeed();
        PageServer.Timing timing = new PageServer.Timing(0, 50, 200, 10_000);
        try (PageServer server = PageServer.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), feed,
                new SeatPairing(ConsoleClock.SYSTEM, feed), ArchiveListing.NONE, timing)) {
            for (int visit = 0; visit < VISITS; visit++) {
                try (Socket stream = open(server.port(), "/events", 2 + visit % 200)) {
                    BufferedReader in = new BufferedReader(new InputStreamReader(stream.getInputStream(), StandardCharsets.UTF_8));
                    assertEquals("HTTP/1.1 200 OK", answered(in, visit));
                    for (String line = in.readLine(); line != null && !line.startsWith("data: "); line = in.readLine()) {
                        // the headers, then the first position
                    }
                    stream.setSoLinger(true, 0); // an abrupt end, as a phone that drops off the network
                }
                feed.accept(Optional.empty()); // the table changes: every stream is written
            }
            Thread.sleep(300); // a keep-alive or two: every ended stream has been written to since
            try (Socket table = open(server.port(), "/table", 250)) {
                assertEquals("HTTP/1.1 200 OK", statusLine(table), "the page answers after " + VISITS + " ended streams");
            }
            assertEquals(0, settledConnections(server, 0), "no connection is held for a socket that is gone");
        }
    }

    /** The server's open connections once they stop changing towards {@code expected} (at most 10 s). */
    static int settledConnections(PageServer server, int expected) throws InterruptedException {
        for (int tries = 0; tries < 200 && server.openConnections() != expected; tries++) {
            Thread.sleep(50);
        }
        return server.openConnections();
    }

    private static PageServer serve(TableFeed feed, PageServer.Timing timing) throws IOException {
        return PageServer.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), feed,
                new SeatPairing(ConsoleClock.SYSTEM, feed), ArchiveListing.NONE, timing);
    }

    private static Socket connect(int port, int from) throws IOException {
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), port, InetAddress.getByName("127.0.0." + from), 0);
        socket.setSoTimeout(10_000);
        return socket;
    }

    /** The answer's status and its body (the connection closes after a refusal). */
    private static String refusal(Socket socket) throws IOException {
        String whole = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return whole.substring(0, whole.indexOf("\r\n")) + " " + whole.substring(whole.indexOf("\r\n\r\n") + 4);
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void halfSentRequestsHoldNobodyAndEndAtTheirDeadline() throws Exception {
        TableFeed feed = new TableFeed();
        // A long request deadline: the half requests are still open when the others are answered.
        try (PageServer server = serve(feed, new PageServer.Timing(100, 15_000, 10_000, 60_000));
                Socket halfGet = connect(server.port(), 2); Socket halfPost = connect(server.port(), 3)) {
            halfGet.getOutputStream().write("GET /table HTTP/1.1\r\n".getBytes(StandardCharsets.US_ASCII));
            halfPost.getOutputStream().write(("POST /pair HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\n"
                    + "Content-Length: 100\r\n\r\ncode=").getBytes(StandardCharsets.US_ASCII));
            assertEquals(2, settledConnections(server, 2));
            for (int client = 0; client < 20; client++) {
                try (Socket table = open(server.port(), "/table", 10 + client)) {
                    assertEquals("HTTP/1.1 200 OK", statusLine(table), "client " + client + " while two requests are half sent");
                }
            }
            assertEquals(2, settledConnections(server, 2), "the half requests still wait");
        }
        try (PageServer server = serve(feed, new PageServer.Timing(100, 15_000, 10_000, 200));
                Socket slow = connect(server.port(), 2)) {
            slow.getOutputStream().write("GET /table HTTP/1.1\r\nHost: local".getBytes(StandardCharsets.US_ASCII));
            assertTrue(refusal(slow).startsWith("HTTP/1.1 408 Request Timeout {\"error\":"), "a request that never ends is refused");
            assertEquals(0, settledConnections(server, 0));
        }
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void oneAddressTakesAFewStreamsAndConnectionsAndTheOthersAreServed() throws Exception {
        TableFeed feed = new TableFeed();
        List<Socket> sockets = new ArrayList<>();
        try (PageServer server = serve(feed, PageServer.Timing.SERVICE)) {
            for (int i = 0; i < PageServer.STREAMS_PER_ADDRESS; i++) {
                Socket stream = open(server.port(), "/events", 5);
                sockets.add(stream);
                assertEquals("HTTP/1.1 200 OK", statusLine(stream));
            }
            try (Socket oneTooMany = open(server.port(), "/events", 5)) {
                String refused = refusal(oneTooMany);
                assertTrue(refused.startsWith("HTTP/1.1 429 Too Many Requests {\"error\":\"This device has 6 of the box's pages open"),
                        refused);
            }
            try (Socket other = open(server.port(), "/events", 6)) {
                assertEquals("HTTP/1.1 200 OK", statusLine(other), "another phone gets its stream");
            }
            while (sockets.size() < PageServer.CONNECTIONS_PER_ADDRESS) {
                sockets.add(connect(server.port(), 5));
            }
            try (Socket oneTooMany = connect(server.port(), 5)) {
                assertTrue(refusal(oneTooMany).startsWith("HTTP/1.1 429 Too Many Requests {\"error\":"), "the 13th connection");
            }
            try (Socket other = open(server.port(), "/table", 7)) {
                assertEquals("HTTP/1.1 200 OK", statusLine(other), "another phone is answered");
            }
        } finally {
            for (Socket socket : sockets) {
                socket.close();
            }
        }
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void oversizedRequestsAreRefusedWithASentence() throws Exception {
        TableFeed feed = new TableFeed();
        try (PageServer server = serve(feed, PageServer.Timing.SERVICE)) {
            try (Socket big = connect(server.port(), 2)) {
                OutputStream out = big.getOutputStream();
                out.write("GET /table HTTP/1.1\r\nHost: localhost\r\n".getBytes(StandardCharsets.US_ASCII));
                out.write(("X-Filler: " + "a".repeat(RequestReader.MAX_HEAD_BYTES) + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
                assertTrue(refusal(big).startsWith("HTTP/1.1 431 "), "headers over 16 KiB");
            }
            try (Socket big = connect(server.port(), 3)) {
                big.getOutputStream().write(("POST /pair HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000000\r\n\r\n")
                        .getBytes(StandardCharsets.US_ASCII));
                assertTrue(refusal(big).startsWith("HTTP/1.1 413 Content Too Large {\"error\":"), "a body of a megabyte");
            }
            try (Socket table = open(server.port(), "/table", 4)) {
                assertEquals("HTTP/1.1 200 OK", statusLine(table));
            }
            assertEquals(0, settledConnections(server, 0));
        }
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void keptAliveConnectionsAnswerEachRequestInTurn() throws Exception {
        TableFeed feed = new TableFeed();
        try (PageServer server = serve(feed, PageServer.Timing.SERVICE); Socket socket = connect(server.port(), 2)) {
            String request = "GET /table HTTP/1.1\r\nHost: localhost\r\n\r\n";
            // Three requests in one write (pipelined), then one after the answers.
            socket.getOutputStream().write((request + request + "HEAD /table HTTP/1.1\r\nHost: localhost\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            InputStream in = socket.getInputStream();
            String expected = new String(feed.position().audienceJson(), StandardCharsets.UTF_8);
            for (int answer = 0; answer < 3; answer++) {
                List<String> head = new ArrayList<>();
                for (String line = line(in); !line.isEmpty(); line = line(in)) {
                    head.add(line);
                }
                assertEquals("HTTP/1.1 200 OK", head.get(0));
                assertTrue(head.contains("Connection: keep-alive"), head.toString());
                int length = Integer.parseInt(head.stream().filter(h -> h.startsWith("Content-Length: ")).findFirst().orElseThrow()
                        .substring("Content-Length: ".length()));
                assertEquals(expected.length(), length);
                if (answer < 2) {
                    assertEquals(expected, new String(in.readNBytes(length), StandardCharsets.UTF_8));
                }
            }
            socket.getOutputStream().write("GET /nowhere HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
                    .getBytes(StandardCharsets.US_ASCII));
            assertTrue(new String(in.readAllBytes(), StandardCharsets.UTF_8).startsWith("HTTP/1.1 404 Not Found"));
        }
    }

    private static String line(InputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                throw new IOException("the connection ended mid-line");
            }
            if (b != '\r') {
                line.append((char) b);
            }
        }
        return line.toString();
    }
}
