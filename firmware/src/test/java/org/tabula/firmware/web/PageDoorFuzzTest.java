package org.tabula.firmware.web;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
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
 * The page's door with any request (docs/fuzzing.md): the bytes are read by the server's own
 * request reader and what it takes is answered by the door, while a Spite and Malice deal
 * is played and a code is on offer. Every answer, the reader's or the door's, is a known status;
 * a refusal is a sentence for people; and no answer without a seat's token holds any seat's view.
 */
class PageDoorFuzzTest {
    private static final Set<Integer> STATUSES = Set.of(200, 400, 403, 404, 405, 413, 414, 421, 429);
    private static final Set<Integer> READER_STATUSES = Set.of(400, 413, 414, 431, 501, 505);
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
        RequestReader.Outcome read = RequestReader.read(bytes, bytes.length, RequestReader.headEnd(bytes, 0, bytes.length),
                "192.168.1.9");
        if (read instanceof RequestReader.Refused refused) {
            assertTrue(READER_STATUSES.contains(refused.status()), "status " + refused.status());
            Sentences.assertForPeople(refused.sentence(), text);
            return;
        }
        if (!(read instanceof RequestReader.Whole whole)) {
            return; // the server waits for the rest
        }
        CLOCK.advanceMillis(1);
        Answer answer = DOOR.answer(whole.request());
        if (answer instanceof Answer.Events events) {
            assertTrue(events.token().isEmpty(), "a seat's events without a token the box gave");
            return;
        }
        Answer.Whole answered = (Answer.Whole) answer;
        assertTrue(STATUSES.contains(answered.status()), "status " + answered.status());
        String sent = new String(answered.body(), StandardCharsets.UTF_8);
        if (answered.status() != 200) {
            JsonNode refusal = Json.read(sent);
            Sentences.assertForPeople(refusal.get("error").asText(), text);
        } else if (answered.contentType().startsWith("application/json") && sent.startsWith("{\"version\"")) {
            assertFalse(sent.contains("\"seat\":"), "a seat's view without its token: " + sent);
            assertTrue(sent.contains("\"audience\":-1"), "the table's view: " + sent);
        }
    }
}
