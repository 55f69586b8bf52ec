package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.Test;
import org.tabula.firmware.json.Json;
import org.tabula.rules.EventSink;
import org.tabula.rules.Seats;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.script.MalformedScriptException;
import org.tabula.firmware.script.Script;

/** Replay scripts with {@code "bots"}: the bots play on where the moves end, the same every time. */
class ReplayBotsTest {
    private static List<String> strings(JsonNode array) {
        List<String> list = new ArrayList<>();
        array.forEach(item -> list.add(item.asText()));
        return list;
    }

    @Test
    void theExampleGameAgainstTheExactSumoBotWaitsForTheHumanSeat() {
        ReplayCommandTest.Run run = ReplayCommandTest.replayFile("examples/sumo-against-a-bot.json");
        assertEquals(0, run.status(), run.stderr());
        // 2 vs 6 pushes seat 0 eight squares (-8); the bot answers seat 0's 6 with a 5, pushed 5 back
        // (-3); then it chooses for round 3 (its 1, shown only in botMoves) and waits for seat 0.
        assertEquals("{\"ok\":true,\"over\":false,\"scores\":[0,0],\"winners\":[],\"toMove\":[0],"
                + "\"state\":{\"audience\":-1,\"position\":-3,\"reach\":8,\"round\":2,\"rounds\":6,"
                + "\"hands\":[[1,3,4,5],[1,2,3,4]],\"chosen\":[false,true],\"ownChoice\":null,"
                + "\"played\":[[2,6],[6,5]],\"over\":false,\"scores\":[0,0]},\"botMoves\":[\"1:5\",\"1:1\"]}", run.stdout().strip());
    }

    @Test
    void botsInEverySeatPlayTheWholeGameTheSameEveryTime() {
        String script = "{\"game\": \"sumo\", \"seed\": 11, \"bots\": {\"0\": \"sumo-exact\", \"1\": {\"kind\": \"ismcts\", \"iterations\": 200}}, \"moves\": []}";
        ReplayCommandTest.Run first = ReplayCommandTest.replay(script);
        assertEquals(0, first.status(), first.stderr());
        assertTrue(first.json().get("over").asBoolean());
        assertEquals(first.stdout(), ReplayCommandTest.replay(script).stdout());
        List<String> botMoves = strings(first.json().get("botMoves"));
        assertTrue(botMoves.size() >= 2 && botMoves.size() % 2 == 0, botMoves.toString());
    }

    @Test
    void theBotsMovesReplayedAsAPlainScriptGiveTheSameGame() {
        // What the bots added is a journal: written back as moves, without bots, it is the same game.
        ReplayCommandTest.Run withBots = ReplayCommandTest.replay(
                "{\"game\": \"sumo\", \"options\": {\"zeroCard\": true}, \"seed\": 4, \"bots\": {\"0\": \"rules\", \"1\": \"random\"}, \"moves\": [\"1:0\", \"0:6\"]}");
        List<String> moves = new ArrayList<>(List.of("1:0", "0:6"));
        moves.addAll(strings(withBots.json().get("botMoves")));
        ReplayCommandTest.Run plain = ReplayCommandTest.replay("{\"game\": \"sumo\", \"options\": {\"zeroCard\": true}, \"seed\": 4, \"moves\": "
                + Json.tree(moves) + "}");
        assertEquals(0, plain.status(), plain.stderr());
        assertFalse(plain.json().has("botMoves"), "scripts without bots print exactly what they always did");
        assertEquals(plain.json().get("state"), withBots.json().get("state"));
        assertEquals(plain.json().get("scores"), withBots.json().get("scores"));
    }

    @Test
    void theBotsStopWhenOnlyAHumanSeatIsToMove() {
        // Seat 0 (human) has chosen; the bot in seat 1 answers, then chooses for round 2 at once
        // (both seats choose together, and its choice stays hidden), and waits for seat 0.
        ReplayCommandTest.Run run = ReplayCommandTest.replay("{\"game\": \"sumo\", \"seed\": 3, \"bots\": {\"1\": \"sumo-exact\"}, \"moves\": [\"0:5\"]}");
        assertEquals(0, run.status(), run.stderr());
        assertEquals("[0]", run.json().get("toMove").toString());
        assertEquals(2, run.json().get("botMoves").size());
        assertTrue(run.json().at("/state/ownChoice").isNull());
        assertEquals("[false,true]", run.json().at("/state/chosen").toString());
    }

    @Test
    void aJournaledGameResumesWhereItStoodWithoutTheBotsMoving() throws MalformedScriptException {
        // The console's game log replays its journal this way, then asks the bot seat itself.
        Script script = ConsoleGames.scriptReader().read("{\"game\": \"sumo\", \"seed\": 3, \"bots\": {\"1\": \"sumo-exact\"}, \"moves\": [\"0:5\"]}");
        Replay.Outcome outcome = Replay.play(script, EventSink.DISCARD);
        assertTrue(outcome.ok());
        assertEquals(Seats.only(1), outcome.state().toMove());
        assertEquals(List.of(List.of()), outcome.botMoves());
    }

    @Test
    void movesWrittenForABotSeatAreAppliedAsWritten() {
        // sumo-exact never opens with a 1, but a saved game's moves are the record, whoever made them.
        ReplayCommandTest.Run run = ReplayCommandTest.replay("{\"game\": \"sumo\", \"seed\": 3, \"bots\": {\"1\": \"sumo-exact\"}, \"moves\": [\"1:1\", \"0:6\"]}");
        assertEquals(0, run.status(), run.stderr());
        assertEquals("[[6,1]]", run.json().at("/state/played").toString());
    }

    @Test
    void inASeriesTheBotsFinishEachGameAndTheMovesAreListedPerGame() {
        ReplayCommandTest.Run run = ReplayCommandTest.replay("{\"game\": \"sumo\", \"bots\": {\"0\": \"rules\", \"1\": \"rules\"}, "
                + "\"series\": {\"goal\": {\"games\": 2}, \"games\": [{\"seed\": 1, \"moves\": [\"0:6\", \"1:3\"]}, {\"seed\": 2, \"moves\": []}]}}");
        assertEquals(0, run.status(), run.stderr());
        JsonNode botMoves = run.json().get("botMoves");
        assertEquals(2, botMoves.size());
        assertEquals(0, botMoves.get(0).size(), "6 vs 3 already ended the first game");
        assertTrue(botMoves.get(1).size() > 0);
        assertEquals(2, run.json().at("/series/gamesPlayed").asInt());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            not an object     | {"game": "sumo", "bots": ["ismcts"], "moves": []}                                 | "bots" must map seats to bot kinds
            no such seat      | {"game": "sumo", "bots": {"2": "ismcts"}, "moves": []}                            | "bots" has no seat "2": seats are 0 to 1
            seat not a number | {"game": "sumo", "bots": {"east": "ismcts"}, "moves": []}                          | "bots" has no seat "east"
            unknown kind      | {"game": "sumo", "bots": {"1": "minimax"}, "moves": []}                           | bots.1: unknown bot 'minimax' (known: random, rules, ismcts, sumo-exact, sumo-adaptive)
            kind not a string | {"game": "sumo", "bots": {"1": 3}, "moves": []}                                    | bots.1 must be a bot kind such as "ismcts"
            unknown key       | {"game": "sumo", "bots": {"1": {"kind": "ismcts", "time": 5}}, "moves": []}       | bots.1 has an unknown key "time"
            no kind           | {"game": "sumo", "bots": {"1": {"iterations": 5}}, "moves": []}                   | bots.1 needs "kind"
            zero iterations   | {"game": "sumo", "bots": {"1": {"kind": "ismcts", "iterations": 0}}, "moves": []} | bots.1.iterations must be a whole number from 1 to 1,000,000, not 0
            days of iterations | {"game": "sumo", "bots": {"1": {"kind": "ismcts", "iterations": 2147483647}}, "moves": []} | bots.1.iterations must be a whole number from 1 to 1,000,000, not 2147483647
            too big to solve  | {"game": "sumo", "options": {"hand": [1,2,3,4,5,6,7,8,9,10,11,12,13,14]}, "bots": {"1": "sumo-exact"}, "moves": []} | bots.1: sumo-exact solves games of at most 2,000,000 positions
            """)
    void badBotsAreRefusedLikeAnyMalformedScript(String name, String script, String error) {
        ReplayCommandTest.Run run = ReplayCommandTest.replay(script);
        assertEquals(2, run.status(), name);
        assertTrue(run.json().get("moveIndex").isNull());
        String message = run.json().get("error").asText();
        assertTrue(message.startsWith(error), name + ": " + message);
    }
}
