package org.tabula.firmware.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.Test;
import org.tabula.firmware.json.Json;
import org.tabula.firmware.loop.ManualClock;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Lead;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.script.GameSetup;
import org.tabula.firmware.script.Player;
import org.tabula.rules.Hint;
import org.tabula.rules.Series;
import org.tabula.rules.Why;
import org.tabula.rules.spartacus.SpartacusWhy;

/**
 * A paired phone asks for its seat's hint; the page says who asked ("P2 asked for a hint") to
 * everyone, and shows the hint on the asking seat's page alone.
 */
class PageHintTest {
    private final ManualClock clock = new ManualClock(1_000_000_000L);
    private final TableFeed feed = new TableFeed();
    private final SeatPairing pairing = new SeatPairing(clock, feed);
    private final PageDoor door = new PageDoor(feed, pairing, new PageDoorTest.FakeArchive(), Set.of("tabula.local"), clock);

    private Match spartacus(boolean hints) throws IOException {
        Match match = new Match(ConsoleGames.named("spartacus").kind().create(3, ConsoleGames.named("spartacus").kind().parseOptions(null)),
                List.of(Player.HUMAN, Player.HUMAN, Player.HUMAN), Series.Goal.games(1), Lead.DRAWN, GameSetup.SEED, hints, () -> 5, MatchRecorder.NONE);
        feed.accept(Optional.of(match));
        return match;
    }

    private static Request request(String method, String target, String... headers) {
        Map<String, List<String>> map = new HashMap<>();
        map.put("host", List.of("tabula.local:8080"));
        map.put("origin", List.of("http://tabula.local:8080"));
        for (int i = 0; i < headers.length; i += 2) {
            map.put(headers[i], List.of(headers[i + 1]));
        }
        return new Request(method, target, map, new byte[0], "192.168.1.20");
    }

    /** The cookie of a phone paired with the seat. */
    private String paired(int seat) {
        String code = pairing.offer(seat).orElseThrow().digits();
        Map<String, List<String>> headers = new HashMap<>(Map.of("host", List.of("tabula.local:8080"), "origin", List.of("http://tabula.local:8080")));
        Answer answer = door.answer(new Request("POST", "/pair", headers, ("code=" + code).getBytes(StandardCharsets.UTF_8), "192.168.1.20"));
        String cookie = ((Answer.Whole) answer).headers().get("Set-Cookie");
        return cookie.substring(0, cookie.indexOf(';'));
    }

    private static int status(Answer answer) {
        return ((Answer.Whole) answer).status();
    }

    private static JsonNode json(byte[] bytes) throws IOException {
        return Json.read(bytes);
    }

    @Test
    void thePhoneOfTheSeatToMoveAsksAndOnlyItsPageShowsTheHint() throws IOException {
        Match match = spartacus(true);
        int toMove = match.state().toMove().first();
        int other = (toMove + 1) % 3;
        assertEquals(409, status(door.answer(request("POST", "/seat/hint", "cookie", paired(other)))), "not its turn");
        assertEquals(403, status(door.answer(request("POST", "/seat/hint"))), "no phone paired");
        assertEquals(-1, feed.nextHintAsk());
        assertEquals(202, status(door.answer(request("POST", "/seat/hint", "cookie", paired(toMove)))));
        assertEquals(toMove, feed.nextHintAsk(), "the loop takes the ask");
        assertEquals(-1, feed.nextHintAsk());

        int move = match.state().legalMoves(toMove)[0];
        match.hinted(new Hint(toMove, move, Why.of(SpartacusWhy.TAKING, 10)));
        feed.accept(Optional.of(match));
        JsonNode table = json(feed.position().audienceJson());
        assertEquals("[" + toMove + "]", table.get("hintsAsked").toString());
        assertFalse(table.has("hint"), "the table never sees the hint: " + table);
        JsonNode seat = json(feed.position().seatJson(toMove));
        assertEquals("The trick is yours unless someone goes lower: 10 so far", seat.get("hint").get("why").get("en").asText());
        assertEquals("もっと低い札が出なければトリックはあなたのもの: いま10点", seat.get("hint").get("why").get("ja").asText());
        assertFalse(json(feed.position().seatJson(other)).has("hint"), "another seat's page has no hint");

        match.play(toMove, move);
        feed.accept(Optional.of(match));
        assertFalse(json(feed.position().seatJson(toMove)).has("hint"), "a hint goes once its position has");
        assertEquals("[" + toMove + "]", json(feed.position().audienceJson()).get("hintsAsked").toString(), "who asked stays in the feed");
    }

    @Test
    void withHintsOffThePhoneIsRefused() throws IOException {
        Match match = spartacus(false);
        int toMove = match.state().toMove().first();
        assertEquals(409, status(door.answer(request("POST", "/seat/hint", "cookie", paired(toMove)))));
        assertEquals(-1, feed.nextHintAsk());
        assertTrue(json(feed.position().audienceJson()).get("hintsAsked").isEmpty());
    }
}
