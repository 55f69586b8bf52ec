package org.tabula.firmware.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.Test;
import org.tabula.firmware.json.Json;
import org.tabula.firmware.loop.ManualClock;
import org.tabula.firmware.play.ConsoleGame;
import org.tabula.firmware.play.ConsoleGames;

/** The live page's rules: each game's chapter of the rule book the jar ships, and its summary in every language. */
class RuleBookTest {
    private final ManualClock clock = new ManualClock(1_000_000_000L);
    private final TableFeed feed = new TableFeed();
    private final PageDoor door = new PageDoor(feed, new SeatPairing(clock, feed), new PageDoorTest.FakeArchive(), Set.of("tabula.local"), clock);

    private Answer.Whole get(String target) {
        Map<String, List<String>> headers = new HashMap<>(Map.of("host", List.of("tabula.local")));
        return (Answer.Whole) door.answer(new Request("GET", target, headers, new byte[0], "192.168.1.20"));
    }

    @Test
    void everyGameHasItsChapterOfTheRuleBookAsDocsRulesMdWritesIt() throws IOException {
        String book = Files.readString(Path.of(System.getProperty("basedir", ".")).resolve("../docs/rules.md"));
        for (ConsoleGame game : ConsoleGames.all().stream().filter(game -> !game.kind().name().equals("counting")).toList()) {
            Answer.Whole answer = get("/rules/" + game.kind().name());
            assertEquals(200, answer.status(), game.kind().name());
            JsonNode rules = Json.read(answer.body());
            String chapter = rules.get("chapter").asText();
            assertTrue(chapter.length() > 300, game.kind().name() + ": its chapter");
            assertTrue(book.contains("## " + game.kind().title() + "\n\n" + chapter.substring(0, 200)), game.kind().name() + ": word for word the rule book's");
            assertTrue(rules.get("summary").get("ja").size() >= 2, game.kind().name() + ": the summary in Japanese");
            assertEquals(rules.get("summary").get("en").size(), rules.get("summary").get("ja").size());
        }
        assertEquals(404, get("/rules/chess").status());
        JsonNode outside = Json.read(get("/rules/counting").body());
        assertEquals("", outside.get("chapter").asText(), "a game registered from outside has no chapter in the box's rule book");
        assertEquals("The box has no summary of this game", outside.get("summary").get("en").get(0).asText());
    }

    @Test
    void aChapterEndsAtTheNextChapterNotAtAHeadingInsideCode() {
        RuleBook book = RuleBook.of("# Book\n\n## Sumo\n\nPush.\n\n```\n## not a chapter\n```\n\n## Senator\n\nCount.\n");
        assertEquals("Push.\n\n```\n## not a chapter\n```", book.chapter(ConsoleGames.named("sumo").kind()).orElseThrow());
        assertEquals("Count.", book.chapter(ConsoleGames.named("senator").kind()).orElseThrow());
    }
}
