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
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import org.tabula.firmware.loop.ConsoleClock;
import org.tabula.firmware.script.Player;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.rules.Series;

/** The server over real sockets: the security headers, each new position on the stream, and no more streams than its cap. */
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
                assertTrue(head.stream().anyMatch(line -> line.startsWith("Content-security-policy: default-src 'self'")), head.toString());
                assertTrue(head.stream().anyMatch(line -> line.equals("X-content-type-options: nosniff")), head.toString());
            }
            List<Socket> streams = new ArrayList<>();
            try {
                Socket first = open(server.port(), "/events", 2);
                streams.add(first);
                BufferedReader events = new BufferedReader(new InputStreamReader(first.getInputStream(), StandardCharsets.UTF_8));
                assertTrue(head(events).contains("Content-type: text/event-stream; charset=utf-8"));
                assertTrue(nextData(events).contains("\"game\":null"), "no game yet");
                feed.accept(Optional.of(new Match(ConsoleGames.named("sumo").kind().create(2, ConsoleGames.named("sumo").kind()
                        .parseOptions(null)), List.of(Player.HUMAN, Player.HUMAN), Series.Goal.games(1), () -> 1, MatchRecorder.NONE)));
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
}
