package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.junit.jupiter.api.Test;
import org.tabula.firmware.command.ReplayCommand;
import org.tabula.firmware.ReplayCommandTest.Run;
import org.tabula.firmware.json.Json;

/**
 * {@code tabula replay} on Spartacus: the example scripts, series totals, and the JSON and exit
 * status of scripts the rules refuse. Every expected score is worked out trick by trick in
 * SpartacusHandWorkedTest (games A, B and D).
 */
class SpartacusReplayTest {
    private static Run replayFile(String name) {
        return ReplayCommandTest.replayFile("examples/" + name);
    }

    private static Run replayText(String script) {
        return ReplayCommandTest.replay(script);
    }

    private static JsonNode json(String text) throws Exception {
        return Json.read(text);
    }

    /** The example series (games A and B of the hand-worked tests) with another goal. */
    private static String exampleSeriesWithGoal(String goal) throws Exception {
        ObjectNode script = (ObjectNode) Json.read(Files.readString(Path.of("..", "examples", "spartacus-series.json")));
        ((ObjectNode) script.get("series")).set("goal", json(goal));
        return Json.text(script);
    }

    @Test
    void aCompleteThreePlayerGame() throws Exception {
        Run run = replayFile("spartacus-game.json");
        assertEquals(0, run.status(), run.stderr());
        JsonNode result = run.json();
        assertEquals(json("{\"ok\": true, \"over\": true, \"scores\": [153, 12, 36], \"winners\": [0], \"toMove\": []}"),
                without(result, "state"));
        JsonNode state = result.get("state");
        assertEquals(json("[0, 0, 0, 0]"), json(state.get("won").get(0).findValues("winner").toString()));
        assertEquals(json("[76, 27, 29, 26]"), json(state.get("won").get(0).findValues("worth").toString()));
        assertEquals(json("[{\"seat\": 0, \"card\": \"10\"}, {\"seat\": 1, \"card\": \"2\"}, {\"seat\": 0, \"card\": \"1\"},"
                + " {\"seat\": 1, \"card\": \"B\"}]"), state.get("won").get(0).get(3).get("cards"));
        assertEquals(json("[1, 0, 2]"), state.get("cardsLeft"));
        assertEquals(1, state.get("wentOut").asInt());
        assertEquals(json("[]"), state.get("hand"), "the table sees no hand");
        assertEquals(json("[153, 12, 36]"), state.get("scores"));
    }

    @Test
    void jokersWithThePenaltyFromTheSeededLeader() throws Exception {
        Run run = replayFile("spartacus-jokers.json");
        assertEquals(0, run.status(), run.stderr());
        assertEquals(json("{\"ok\": true, \"over\": true, \"scores\": [91, -10, 18], \"winners\": [0], \"toMove\": []}"),
                without(run.json(), "state"));
        assertEquals("joker", run.json().get("state").get("banner").asText());
    }

    @Test
    void aSeriesOfTwoGamesAddsTheScores() throws Exception {
        Run run = replayFile("spartacus-series.json");
        assertEquals(0, run.status(), run.stderr());
        // The last game's result, then the totals: 153 + 10 = 163, 12 + 38 = 50, 36 + 55 = 91.
        assertEquals(json("{\"ok\": true, \"over\": true, \"scores\": [10, 38, 55], \"winners\": [2], \"toMove\": [],"
                + " \"series\": {\"gamesPlayed\": 2, \"totals\": [163, 50, 91], \"over\": true, \"winners\": [0]}}"),
                without(run.json(), "state"));
        assertEquals(json("[{\"seat\": 1, \"card\": \"B\"}, {\"seat\": 2, \"card\": \"B\"}]"),
                run.json().get("state").get("discarded").get("cards"));
    }

    @Test
    void aSeriesToATargetScore() throws Exception {
        // 153 after the first game is short of 160; 163 after the second reaches it.
        Run run = replayText(exampleSeriesWithGoal("{\"points\": 160}"));
        assertEquals(0, run.status(), run.stderr());
        assertEquals(json("{\"gamesPlayed\": 2, \"totals\": [163, 50, 91], \"over\": true, \"winners\": [0]}"), run.json().get("series"));
        // With a target of 150 the series is over after the first game: a second one is refused.
        Run tooLong = replayText(exampleSeriesWithGoal("{\"points\": 150}"));
        assertEquals(ReplayCommand.BAD_SCRIPT, tooLong.status());
        assertEquals(json("{\"ok\": false, \"gameIndex\": 1, \"moveIndex\": null,"
                + " \"error\": \"the series was already over after game 1, but the script goes on\"}"), tooLong.json());
    }

    @Test
    void anIllegalMoveStopsTheReplayAtItsIndex() throws Exception {
        Run run = replayText("{\"game\": \"spartacus\", \"players\": 3, \"seed\": 1, \"setup\": {\"leader\": 0},"
                + " \"moves\": [\"0:5\", \"1:10\"]}");
        assertEquals(ReplayCommand.BAD_SCRIPT, run.status());
        assertEquals(json("{\"ok\": false, \"moveIndex\": 1, \"error\": \"10 is not lower than 5\"}"), run.json());
        assertEquals("tabula replay: move 1: 10 is not lower than 5", run.stderr().strip());
    }

    @Test
    void illegalMovesInAGame() throws Exception {
        String start = "{\"game\": \"spartacus\", \"players\": 3, \"setup\": {\"leader\": 0}, \"moves\": [";
        assertEquals(json("{\"ok\": false, \"moveIndex\": 1, \"error\": \"You cannot pass while only banners are on the table\"}"),
                replayText(start + "\"0:B\", \"1:pass\"]}").json());
        assertEquals(json("{\"ok\": false, \"moveIndex\": 3, \"error\": \"Seat 1 has passed and is out of this trick\"}"),
                replayText(start + "\"0:9\", \"1:pass\", \"2:8\", \"1:7\"]}").json());
        assertEquals(json("{\"ok\": false, \"moveIndex\": 5, \"error\": \"You have already played your 9\"}"),
                replayText(start + "\"0:9\", \"1:pass\", \"2:pass\", \"1:10\", \"2:pass\", \"0:9\"]}").json());
        assertEquals(json("{\"ok\": false, \"moveIndex\": 0, \"error\": \"'11' is not a Spartacus move: play a card 1 to 10,"
                + " B for the banner, or pass\"}"), replayText(start + "\"0:11\"]}").json());
    }

    @Test
    void withoutSetupTheSeedChoosesTheLeader() throws Exception {
        // Seed 3 gives the lead to seat 0 in a 3-player game (pinned in SpartacusGameTest).
        Run run = replayText("{\"game\": \"spartacus\", \"players\": 3, \"seed\": 3, \"moves\": [\"1:5\"]}");
        assertEquals(ReplayCommand.BAD_SCRIPT, run.status());
        assertEquals(json("{\"ok\": false, \"moveIndex\": 0, \"error\": \"Not your turn: seat 0 is to move\"}"), run.json());
    }

    @Test
    void aGameInProgressShowsPointsSoFar() throws Exception {
        Run run = replayText("{\"game\": \"spartacus\", \"players\": 4, \"setup\": {\"leader\": 3},"
                + " \"moves\": [\"3:B\", \"0:9\", \"1:pass\", \"2:7\", \"3:pass\", \"0:pass\", \"3:5\"]}");
        assertEquals(0, run.status(), run.stderr());
        // The turn came back to 2, whose 7 was lowest: it took 3:B 0:9 2:7, (9 + 7) x 2 = 32, and seat 3 leads the next
        // trick with 5. Points so far count won tricks only; hands are counted at the end.
        JsonNode result = run.json();
        assertEquals(json("{\"ok\": true, \"over\": false, \"scores\": [0, 0, 32, 0], \"winners\": [], \"toMove\": [0]}"),
                without(result, "state"));
        assertEquals(json("[{\"seat\": 3, \"card\": \"5\"}]"), result.get("state").get("trick"));
        assertEquals(json("[10, 11, 10, 9]"), result.get("state").get("cardsLeft"));
    }

    @Test
    void optionsAndSetupThatDescribeNoGame() throws Exception {
        Run subOption = replayText("{\"game\": \"spartacus\", \"players\": 3, \"options\": {\"jokerPenalty\": true}, \"moves\": []}");
        assertEquals(ReplayCommand.BAD_SCRIPT, subOption.status());
        assertEquals("option 'jokerPenalty' of spartacus only makes sense with 'bannerJoker' (the banner played as a joker)",
                subOption.json().get("error").asText());
        assertTrue(subOption.json().get("moveIndex").isNull());
        Run players = replayText("{\"game\": \"spartacus\", \"players\": 6, \"moves\": []}");
        assertEquals(ReplayCommand.BAD_SCRIPT, players.status());
        assertEquals("spartacus is for 3 to 5 players, not 6", players.json().get("error").asText());
        Run leader = replayText("{\"game\": \"spartacus\", \"players\": 3, \"setup\": {\"leader\": 5}, \"moves\": []}");
        assertEquals(ReplayCommand.BAD_SCRIPT, leader.status());
        assertEquals(json("{\"ok\": false, \"moveIndex\": null, \"error\": \"setup.leader must be a seat from 0 to 2, not 5\"}"), leader.json());
    }

    private static JsonNode without(JsonNode node, String field) {
        ObjectNode copy = node.deepCopy();
        copy.remove(field);
        assertTrue(node.has(field), "the result has " + field);
        return copy;
    }
}
