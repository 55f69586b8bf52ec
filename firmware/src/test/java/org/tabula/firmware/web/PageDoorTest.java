package org.tabula.firmware.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.tabula.firmware.json.Json;
import org.tabula.firmware.loop.ManualClock;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.rules.GameKind;
import org.tabula.rules.SeatName;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Series;
import org.tabula.firmware.script.Player;

/** The door answers only the box's names, same-origin pairing, bounded requests; a code pairs once, for its seat and match. */
class PageDoorTest {
    private final ManualClock clock = new ManualClock(1_000_000_000L);
    private final TableFeed feed = new TableFeed();
    private final SeatPairing pairing = new SeatPairing(clock, feed);
    private final FakeArchive archive = new FakeArchive();
    private final PageDoor door = new PageDoor(feed, pairing, archive, Set.of("tabula.local", "box.local"), clock);

    /** A person's name in markup, with every character XML escapes. */
    static final String NAMED = "<b>Jo&\"'</b>";

    /** The archive as the page sees it, with one finished game: a named person against West. */
    static final class FakeArchive implements ArchiveListing {
        @Override
        public List<Entry> list() {
            GameKind sumo = ConsoleGames.named("sumo").kind();
            return List.of(new Entry("2026-11-25-1", sumo, Instant.parse("2026-11-25T20:15:00Z"),
                    sumo.seatNames(2).seated(Arrays.asList(SeatName.person(NAMED, "<b>Jo&"), null)), List.of(1, -1), List.of(0)));
        }

        @Override
        public Optional<String> scriptOf(String id) {
            return id.equals("2026-11-25-1") ? Optional.of("{\"game\":\"sumo\"}") : Optional.empty();
        }
    }

    @BeforeEach
    void aSpartacusGameIsPlayed() throws IOException {
        play();
    }

    private Match play() throws IOException {
        Match match = new Match(ConsoleGames.named("spartacus").kind().create(3, ConsoleGames.named("spartacus").kind().parseOptions(null)),
                List.of(Player.HUMAN, Player.HUMAN, Player.HUMAN), Series.Goal.games(1), () -> 5, MatchRecorder.NONE);
        feed.accept(Optional.of(match));
        return match;
    }

    private static Request get(String target, String... headers) {
        return request("GET", target, new byte[0], headers);
    }

    private static Request request(String method, String target, byte[] body, String... headers) {
        Map<String, List<String>> map = new HashMap<>();
        map.put("host", List.of("tabula.local:8080"));
        for (int i = 0; i < headers.length; i += 2) {
            map.put(headers[i], List.of(headers[i + 1]));
        }
        return new Request(method, target, map, body, "192.168.1.20");
    }

    private static Request pair(String code) {
        return request("POST", "/pair", ("code=" + code).getBytes(StandardCharsets.UTF_8), "origin", "http://tabula.local:8080");
    }

    private static int status(Answer answer) {
        return answer instanceof Answer.Whole whole ? whole.status() : 200;
    }

    private static String body(Answer answer) {
        return new String(((Answer.Whole) answer).body(), StandardCharsets.UTF_8);
    }

    @Test
    void theTableSaysWhoWonOnceTheGameIsOver() throws IOException {
        Match match = play();
        SeededRandom rng = new SeededRandom(44);
        for (int moves = 0; !match.state().isOver(); moves++) {
            assertTrue(moves < 1_000, "the game did not end");
            for (JsonNode seat : Json.read(body(door.answer(get("/table")))).get("seats")) {
                assertFalse(seat.get("won").asBoolean(), "nobody has won a game in play");
            }
            int mover = match.state().toMove().first();
            int[] legal = match.state().legalMoves(mover);
            match.play(mover, legal[rng.nextInt(legal.length)]);
            feed.accept(Optional.of(match));
        }
        JsonNode seats = Json.read(body(door.answer(get("/table")))).get("seats");
        for (int seat = 0; seat < seats.size(); seat++) {
            assertEquals(match.state().winners().contains(seat), seats.get(seat).get("won").asBoolean(), "seat " + seat);
        }
        assertFalse(match.state().winners().isEmpty());
    }

    @Test
    void onlyTheBoxsOwnNamesAndAddressesAreAnswered() {
        for (String host : List.of("tabula.local:8080", "tabula.local", "box.local:8080", "192.168.1.5:8080", "127.0.0.1",
                "localhost:8080", "[::1]:8080", "[fe80::1%25eth0]:8080", "TABULA.LOCAL.")) {
            assertEquals(200, status(door.answer(get("/", "host", host))), host);
        }
        for (String host : List.of("evil.example", "tabula.local.evil.example", "evil.example:8080", "300.1.1.1", "1.2.3",
                "tabula.local:80a", "[::1]x", "")) {
            assertEquals(421, status(door.answer(get("/", "host", host))), host);
        }
        Map<String, List<String>> noHost = new HashMap<>();
        assertEquals(421, status(door.answer(new Request("GET", "/", noHost, new byte[0], "10.0.0.1"))));
        Map<String, List<String>> twoHosts = new HashMap<>(Map.of("host", List.of("tabula.local", "evil.example")));
        assertEquals(421, status(door.answer(new Request("GET", "/", twoHosts, new byte[0], "10.0.0.1"))));
    }

    @Test
    void anotherSitesPagesAreRefused() {
        assertEquals(403, status(door.answer(get("/table", "origin", "http://evil.example"))));
        assertEquals(200, status(door.answer(get("/table", "origin", "http://tabula.local:8080"))));
        Optional<SeatPairing.Code> code = pairing.offer(0);
        assertEquals(403, status(door.answer(request("POST", "/pair", ("code=" + code.get().digits()).getBytes(StandardCharsets.UTF_8)))),
                "pairing without an Origin");
        assertEquals(403, status(door.answer(request("POST", "/pair", ("code=" + code.get().digits()).getBytes(StandardCharsets.UTF_8),
                "origin", "null"))));
        assertEquals(200, status(door.answer(pair(code.get().digits()))), "the code still works after the refusals");
    }

    @Test
    void onlyPairingWritesAndRequestsAreBounded() {
        for (String method : List.of("PUT", "DELETE", "PATCH", "OPTIONS", "POST")) {
            assertEquals(405, status(door.answer(request(method, "/table", new byte[0]))), method);
        }
        assertEquals(413, status(door.answer(request("GET", "/", new byte[] {1}))));
        assertEquals(413, status(door.answer(request("POST", "/pair", new byte[PageDoor.MAX_BODY_BYTES + 1], "origin",
                "http://tabula.local:8080"))));
        assertEquals(414, status(door.answer(get("/" + "a".repeat(PageDoor.MAX_TARGET_CHARS)))));
        assertEquals(404, status(door.answer(get("/etc/passwd"))));
        assertEquals(404, status(door.answer(get("/../page.js"))));
        assertEquals(400, status(door.answer(pair("12345"))));
        assertEquals(400, status(door.answer(pair("abcdef"))));
        assertEquals(400, status(door.answer(pair("12%3:b1"))), "a bad escape is refused, not decoded");
    }

    @Test
    void anAddressThatAsksTooOftenWaits() {
        Request ask = get("/table");
        for (int i = 0; i < PageDoor.BURST; i++) {
            assertEquals(200, status(door.answer(ask)), "request " + i);
        }
        assertEquals(429, status(door.answer(ask)));
        Request other = new Request("GET", "/table", Map.of("host", List.of("tabula.local")), new byte[0], "192.168.1.21");
        assertEquals(200, status(door.answer(other)), "another address is not held back");
        clock.advanceMillis(1000 / PageDoor.PER_SECOND);
        assertEquals(200, status(door.answer(ask)));
    }

    @Test
    void aCodePairsOnceForItsSeatAndMatchAndExpires() throws IOException {
        String digits = pairing.offer(1).orElseThrow().digits();
        Answer paired = door.answer(pair(digits));
        assertEquals(200, status(paired));
        assertEquals("{\"seat\":1}", body(paired));
        String cookie = ((Answer.Whole) paired).headers().get("Set-Cookie");
        assertTrue(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"), cookie);
        String token = cookie.substring(cookie.indexOf('=') + 1, cookie.indexOf(';'));
        assertTrue(token.length() >= 43, "256 random bits: " + token);
        assertEquals(403, status(door.answer(pair(digits))), "a code works once");

        String seatView = body(door.answer(get("/seat/table", "cookie", "a=b; " + PageDoor.COOKIE + "=" + token)));
        assertTrue(seatView.contains("\"seat\":1") && seatView.contains("\"audience\":1"), seatView);
        assertInstanceOf(Answer.Events.class, door.answer(get("/seat/events", "cookie", PageDoor.COOKIE + "=" + token)));
        assertEquals(403, status(door.answer(get("/seat/table", "cookie", PageDoor.COOKIE + "=x" + token))));
        assertEquals(403, status(door.answer(get("/seat/events"))));

        String late = pairing.offer(2).orElseThrow().digits();
        clock.advanceMillis(SeatPairing.CODE_LIFETIME_NANOS / 1_000_000);
        assertEquals(403, status(door.answer(pair(late))), "an expired code");

        play();
        assertEquals(403, status(door.answer(get("/seat/table", "cookie", PageDoor.COOKIE + "=" + token))),
                "a token opens its own match only");
        String old = pairing.offer(0).orElseThrow().digits();
        play();
        assertEquals(403, status(door.answer(pair(old))), "a code of another match");
    }

    private static Request pairFrom(String code, String address) {
        Request request = pair(code);
        return new Request(request.method(), request.target(), request.headers(), request.body(), address);
    }

    @Test
    void wrongCodesFromOneAddressStopItsPairingAloneForAMinute() {
        String digits = pairing.offer(0).orElseThrow().digits();
        String wrong = digits.equals("000000") ? "000001" : "000000";
        for (int i = 0; i < SeatPairing.WRONG_CODES_PER_MINUTE; i++) {
            assertEquals(403, status(door.answer(pairFrom(wrong, "192.168.1.66"))));
        }
        assertEquals(429, status(door.answer(pairFrom(digits, "192.168.1.66"))), "the guessing address waits, even with the right code");
        assertEquals(200, status(door.answer(pairFrom(digits, "192.168.1.20"))), "another phone pairs at once");
        String next = pairing.offer(1).orElseThrow().digits();
        clock.advanceMillis(61_000);
        assertEquals(200, status(door.answer(pairFrom(next, "192.168.1.66"))), "a minute later, the guessing address pairs too");
    }

    @Test
    void wrongCodesFromManyAddressesStopAllPairingForAMinute() {
        String digits = pairing.offer(0).orElseThrow().digits();
        String wrong = digits.equals("000000") ? "000001" : "000000";
        for (int i = 0; i < SeatPairing.WRONG_CODES_PER_MINUTE_FROM_ALL; i++) {
            assertEquals(403, status(door.answer(pairFrom(wrong, "192.168.1." + (100 + i / SeatPairing.WRONG_CODES_PER_MINUTE)))));
        }
        assertEquals(429, status(door.answer(pairFrom(digits, "192.168.1.20"))), "guesses from many addresses stop every pairing");
        clock.advanceMillis(61_000);
        assertEquals(200, status(door.answer(pairFrom(digits, "192.168.1.20"))));
    }

    @Test
    void theSeatPageAsksWhetherItIsPairedWithoutAnError() {
        assertEquals("{\"seat\":null}", body(door.answer(get("/seat/paired"))));
        assertEquals("{\"seat\":null}", body(door.answer(get("/seat/paired", "cookie", PageDoor.COOKIE + "=made-up"))));
        Answer.Whole paired = (Answer.Whole) door.answer(pair(pairing.offer(2).orElseThrow().digits()));
        assertEquals("{\"seat\":2}", body(paired));
        String cookie = paired.headers().get("Set-Cookie");
        String token = cookie.substring(cookie.indexOf('=') + 1, cookie.indexOf(';'));
        assertEquals("{\"seat\":2}", body(door.answer(get("/seat/paired", "cookie", PageDoor.COOKIE + "=" + token))));
    }

    @Test
    void theIconIsServedWhereBrowsersAskForIt() {
        for (String path : List.of("/favicon.ico", "/icon.svg")) {
            Answer.Whole icon = (Answer.Whole) door.answer(get(path));
            assertEquals(200, icon.status(), path);
            assertEquals("image/svg+xml", icon.contentType(), path);
        }
    }

    @Test
    void noCodeWithoutAGame() {
        feed.accept(Optional.empty());
        assertEquals(Optional.empty(), pairing.offer(0));
        assertEquals("{\"version\":" + feed.position().version() + ",\"game\":null}", body(door.answer(get("/table"))));
    }

    @Test
    void theArchiveListsFinishedGamesWithTheirScripts() {
        // The game's title and its seats in every language, a person by the whole name, as data the page puts into text nodes.
        assertEquals("[{\"id\":\"2026-11-25-1\",\"game\":\"sumo\",\"title\":{\"en\":\"Sumo\",\"ja\":\"相撲\"},"
                + "\"finished\":\"2026-11-25T20:15:00Z\",\"scores\":[1,-1],"
                + "\"seats\":[{\"en\":\"<b>Jo&\\\"'</b>\",\"ja\":\"<b>Jo&\\\"'</b>\"},{\"en\":\"West\",\"ja\":\"西\"}],\"winners\":[0]}]",
                body(door.answer(get("/archive"))));
        Answer script = door.answer(get("/archive/2026-11-25-1"));
        assertEquals("{\"game\":\"sumo\"}", body(script));
        assertEquals("attachment; filename=\"tabula-2026-11-25-1.json\"", ((Answer.Whole) script).headers().get("Content-Disposition"));
        assertEquals(404, status(door.answer(get("/archive/2026-11-25-2"))));
        assertEquals(404, status(door.answer(get("/archive/..%2Fcards.json"))));
        PageDoor none = new PageDoor(feed, pairing, ArchiveListing.NONE, Set.of(), clock);
        assertEquals("[]", body(none.answer(get("/archive", "host", "127.0.0.1"))));
    }

    @Test
    void thePagesFilesComeFromTheBoxAlone() {
        for (String file : List.of("/", "/seat", "/page.js", "/page.css")) {
            String text = body(door.answer(get(file)));
            assertFalse(text.contains("http://") || text.contains("https://"), file + " names another server");
        }
    }
}
