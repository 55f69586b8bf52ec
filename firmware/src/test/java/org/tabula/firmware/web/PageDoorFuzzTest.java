package org.tabula.firmware.web;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.databind.JsonNode;

import org.tabula.firmware.json.Json;
import org.tabula.firmware.loop.ManualClock;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.hal.fuzz.Sentences;
import org.tabula.rules.Series;
import org.tabula.firmware.script.Player;

/**
 * The page's door with any request (docs/fuzzing.md): the bytes are read as an HTTP request the
 * way the server hands one over (request line, header lines, body), while a Spite and Malice deal
 * is played and a code is on offer. Every answer is a known status; a refusal is a sentence for
 * people; and no answer without a seat's token holds any seat's view.
 */
class PageDoorFuzzTest {
    private static final Set<Integer> STATUSES = Set.of(200, 400, 403, 404, 405, 413, 414, 421, 429);
    private static final ManualClock CLOCK = new ManualClock(1_000_000_000L);
    private static final TableFeed FEED = new TableFeed();
    private static final SeatPairing PAIRING = new SeatPairing(CLOCK, FEED);
    private static final PageDoor DOOR = new PageDoor(FEED, PAIRING, new PageDoorTest.FakeArchive(), Set.of("tabula.local"), CLOCK);

    static {
        try {
            FEED.accept(Optional.of(new Match(ConsoleGames.named("spite").kind().create(2, ConsoleGames.named("spite").kind()
                    .parseOptions(null)), List.of(Player.HUMAN, Player.HUMAN), Series.Goal.games(1), () -> 3, MatchRecorder.NONE)));
        } catch (IOException e) {
            throw new ExceptionInInitializerError(e);
        }
        PAIRING.offer(0);
    }

    @FuzzTest(maxDuration = "10m")
    void anyRequestIsAnsweredWithoutASeatsView(byte[] bytes) throws IOException {
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        int end = text.indexOf("\r\n\r\n");
        String head = end < 0 ? text : text.substring(0, end);
        byte[] body = end < 0 ? new byte[0] : java.util.Arrays.copyOfRange(bytes, end + 4, Math.min(bytes.length,
                end + 4 + PageDoor.MAX_BODY_BYTES + 1));
        String[] lines = head.split("\r\n", -1);
        String[] requestLine = lines[0].split(" ", 3);
        if (requestLine.length < 2 || requestLine[0].isEmpty() || !requestLine[1].startsWith("/")) {
            return; // the server itself refuses a request line without a method and a target
        }
        Map<String, List<String>> headers = new HashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            if (colon > 0) {
                headers.computeIfAbsent(lines[i].substring(0, colon).strip().toLowerCase(Locale.ROOT), name -> new ArrayList<>())
                        .add(lines[i].substring(colon + 1).strip());
            }
        }
        CLOCK.advanceMillis(1);
        Answer answer = DOOR.answer(new Request(requestLine[0], requestLine[1], headers, body, "192.168.1.9"));
        if (answer instanceof Answer.Events events) {
            assertTrue(events.token().isEmpty(), "a seat's events without a token the box gave");
            return;
        }
        Answer.Whole whole = (Answer.Whole) answer;
        assertTrue(STATUSES.contains(whole.status()), "status " + whole.status());
        String sent = new String(whole.body(), StandardCharsets.UTF_8);
        if (whole.status() != 200) {
            JsonNode refusal = Json.read(sent);
            Sentences.assertForPeople(refusal.get("error").asText(), text);
        } else if (whole.contentType().startsWith("application/json") && sent.startsWith("{\"version\"")) {
            assertFalse(sent.contains("\"seat\":"), "a seat's view without its token: " + sent);
            assertTrue(sent.contains("\"audience\":-1"), "the table's view: " + sent);
        }
    }
}
