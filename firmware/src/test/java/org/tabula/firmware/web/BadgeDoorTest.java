package org.tabula.firmware.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.Test;

import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.archive.ArchiveReader;
import org.tabula.firmware.club.Club;
import org.tabula.firmware.club.Ratings;
import org.tabula.firmware.club.Roster;
import org.tabula.firmware.json.Json;
import org.tabula.firmware.loop.ManualClock;

/**
 * The club page's badge asks over HTTP: from the page itself only, for a name on the roster, one at
 * a time; where the ask stands and its outcome, the box's words in every language.
 */
class BadgeDoorTest {
    private final ManualClock clock = new ManualClock(0);
    private final TableFeed feed = new TableFeed();
    private final Roster roster = Roster.inMemory();
    private final PageDoor door = new PageDoor(feed, new SeatPairing(clock, feed), new ArchivedGames(ArchiveReader.NONE,
            new Club(roster, Ratings.inMemory(ArchiveReader.NONE), ArchiveReader.NONE)), Set.of("tabula.local"), clock);

    BadgeDoorTest() throws Exception {
        roster.add("Aki");
        roster.add("<b>Bo</b>");
    }

    private JsonNode post(String body, Map<String, List<String>> headers, int status) throws Exception {
        Answer.Whole answer = (Answer.Whole) door.answer(new Request("POST", "/club/badge", headers, body.getBytes(StandardCharsets.UTF_8),
                "192.168.1.20"));
        assertEquals(status, answer.status(), new String(answer.body(), StandardCharsets.UTF_8));
        return Json.read(answer.body());
    }

    private JsonNode asked(String body) throws Exception {
        return post(body, Map.of("host", List.of("tabula.local:8080"), "origin", List.of("http://tabula.local:8080")), 200);
    }

    private JsonNode now() throws Exception {
        return Json.read(((Answer.Whole) door.answer(new Request("GET", "/club/badge", Map.of("host", List.of("tabula.local:8080")), new byte[0],
                "192.168.1.20"))).body());
    }

    @Test
    void onlyThePageItselfAsksAndNothingElseIsHandedIn() throws Exception {
        post("{\"write\":\"Aki\"}", Map.of("host", List.of("tabula.local:8080")), 403);
        post("{\"write\":\"Aki\"}", Map.of("host", List.of("tabula.local:8080"), "origin", List.of("http://evil.example")), 403);
        post("{\"write\":\"Aki\"}", Map.of("host", List.of("evil.example"), "origin", List.of("http://evil.example")), 421);
        Map<String, List<String>> page = Map.of("host", List.of("tabula.local:8080"), "origin", List.of("http://tabula.local:8080"));
        post("{\"write\":1}", page, 400);
        post("{\"write\":\"Aki\",\"overwrite\":true}", page, 400);
        assertEquals(Optional.empty(), feed.badges().now(), "nothing handed in by a refused request");
    }

    @Test
    void aNameNotOnTheRosterIsRefusedWithItsReason() throws Exception {
        JsonNode refused = asked("{\"write\":\"Cy\"}");
        assertEquals("unknown", refused.get("refused").asText());
        assertEquals("Cy", refused.get("args").get(0).asText());
        assertEquals(Optional.empty(), feed.badges().take());
    }

    @Test
    void oneAskAtATimeAndItsOutcomeInTheBoxsWords() throws Exception {
        JsonNode handed = asked("{\"write\":\"<b>Bo</b>\"}");
        assertEquals("handedIn", handed.get("stage").asText());
        assertEquals("<b>Bo</b>", handed.get("name").asText());
        assertEquals(BadgeDesk.WAIT_SECONDS, handed.get("waitSeconds").asInt());
        JsonNode second = asked("{\"write\":\"Aki\"}");
        assertEquals("badgeWaiting", second.get("refused").asText());
        assertEquals("<b>Bo</b>", second.get("args").get(0).asText());
        feed.badges().take();
        assertEquals("atBox", now().get("stage").asText());
        feed.badges().told(BadgeDesk.Outcome.of(BadgeDesk.Kind.NOT_NTAG, Text.of("write.notNtag")));
        JsonNode done = now();
        assertEquals("done", done.get("stage").asText());
        assertEquals("notNtag", done.get("outcome").asText());
        for (Language language : Language.all()) {
            assertEquals(language.format(Text.of("write.notNtag")), done.get("why").get(language.code()).asText());
        }
        assertEquals(handed.get("ask").asInt(), done.get("ask").asInt());
        assertEquals("handedIn", asked("{\"write\":\"Aki\"}").get("stage").asText(), "the next ask is taken once one is done");
    }
}
