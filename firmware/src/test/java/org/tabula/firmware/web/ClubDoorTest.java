package org.tabula.firmware.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.Test;

import org.tabula.firmware.archive.ArchiveEntry;
import org.tabula.firmware.archive.ArchiveReader;
import org.tabula.firmware.club.Club;
import org.tabula.firmware.club.PlayerName;
import org.tabula.firmware.club.Ratings;
import org.tabula.firmware.club.Roster;
import org.tabula.firmware.json.Json;
import org.tabula.firmware.loop.ManualClock;

/** The club's part of the page: its files, its table as data, and the roster changed from the page itself only. */
class ClubDoorTest {
    private static final Instant NIGHT = Instant.parse("2026-11-25T21:04:00Z");
    private final ManualClock clock = new ManualClock(0);
    private final TableFeed feed = new TableFeed();
    private final Roster roster = Roster.inMemory();
    private final ArchiveReader archive = new ArchiveReader() {
        @Override
        public List<ArchiveEntry> entries() {
            return List.of(new ArchiveEntry(1, NIGHT, "sumo", List.of(ArchiveEntry.PEOPLE, "ismcts"), List.of(0, 0), List.of(0), 1,
                    List.of("<img src=x>", "")));
        }

        @Override
        public java.util.Optional<String> script(int number) {
            return java.util.Optional.empty();
        }
    };
    private final PageDoor door = new PageDoor(feed, new SeatPairing(clock, feed),
            new ArchivedGames(archive, new Club(roster, Ratings.inMemory(archive), archive)), Set.of("tabula.local"), clock);

    private static Request request(String method, String target, String body, boolean sameOrigin) {
        Map<String, List<String>> headers = sameOrigin ? Map.of("host", List.of("tabula.local:8080"), "origin", List.of("http://tabula.local:8080"))
                : Map.of("host", List.of("tabula.local:8080"));
        return new Request(method, target, headers, body.getBytes(StandardCharsets.UTF_8), "192.168.1.20");
    }

    private static Answer.Whole whole(Answer answer) {
        return (Answer.Whole) answer;
    }

    private static JsonNode json(Answer answer) throws Exception {
        return Json.read(whole(answer).body());
    }

    @Test
    void theClubsPageAndItsFilesAreServed() {
        for (String path : List.of("/club", "/club/club.js", "/club/club.css")) {
            assertEquals(200, whole(door.answer(request("GET", path, "", false))).status(), path);
        }
        assertEquals(404, whole(door.answer(request("GET", "/club/nothing", "", false))).status());
    }

    @Test
    void theTableCarriesNamesAsDataAndRatesTheBotAsAReference() throws Exception {
        JsonNode table = json(door.answer(request("GET", "/club/table", "", false)));
        JsonNode sumo = table.get("games").get(0);
        assertEquals("sumo", sumo.get("key").asText());
        assertEquals("相撲", sumo.get("title").get("ja").asText());
        assertEquals(List.of("<img src=x>", "ismcts"), List.of(sumo.get("rows").get(0).get("name").asText(), sumo.get("rows").get(1).get("name").asText()));
        assertTrue(sumo.get("rows").get(1).get("bot").asBoolean());
        assertEquals(1, sumo.get("headToHead").get(0).get("met").asInt());
    }

    @Test
    void theRosterChangesFromThePageItselfAndARefusalIsAReasonWithItsArguments() throws Exception {
        assertEquals(403, whole(door.answer(request("POST", "/club/roster", "{\"add\":\"Aki\"}", false))).status(), "no Origin: refused");
        assertEquals(List.of(), roster.members());
        Map<String, List<String>> foreign = Map.of("host", List.of("tabula.local:8080"), "origin", List.of("http://evil.example"));
        assertEquals(403, whole(door.answer(new Request("POST", "/club/roster", foreign, "{\"add\":\"Aki\"}".getBytes(StandardCharsets.UTF_8),
                "192.168.1.20"))).status(), "another site: refused");
        JsonNode added = json(door.answer(request("POST", "/club/roster", "{\"add\":\"  ミナミ \"}", true)));
        assertEquals("ミナミ", added.get("roster").get(0).asText());
        Answer tooLong = door.answer(request("POST", "/club/roster", "{\"add\":\"Bartholomeusz\"}", true));
        assertEquals(200, whole(tooLong).status(), "answered with the reason, not failed");
        assertEquals("tooLong", json(tooLong).get("refused").asText());
        assertEquals(List.of("Bartholomeusz", "13", "12"), List.of(json(tooLong).get("args").get(0).asText(), json(tooLong).get("args").get(1).asText(),
                json(tooLong).get("args").get(2).asText()));
        assertEquals("duplicate", json(door.answer(request("POST", "/club/roster", "{\"add\":\"ミナミ\"}", true))).get("refused").asText());
        assertEquals(400, whole(door.answer(request("POST", "/club/roster", "{\"add\":1}", true))).status());
        assertEquals(400, whole(door.answer(request("POST", "/club/roster", "add=Aki", true))).status());
        assertEquals(405, whole(door.answer(request("PUT", "/club/table", "", true))).status());
        assertEquals(List.of("ミナミ"), roster.members().stream().map(PlayerName::text).toList(), "only the good change stood");
        json(door.answer(request("POST", "/club/roster", "{\"remove\":\"ミナミ\"}", true)));
        assertEquals(List.of(), roster.members());
    }
}
