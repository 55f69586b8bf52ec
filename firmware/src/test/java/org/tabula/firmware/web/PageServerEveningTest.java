package org.tabula.firmware.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import org.tabula.firmware.loop.ConsoleClock;

/**
 * An evening of phones: streams that end (a reload, a locked screen, a closed tab) leave the page
 * answering, however many there were.
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
        }
    }
}
