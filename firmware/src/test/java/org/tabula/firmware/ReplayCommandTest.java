package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.tabula.firmware.command.ReplayCommand;
import org.tabula.firmware.json.Json;

class ReplayCommandTest {
    /** What one run of {@code tabula replay} printed and returned. */
    record Run(int status, JsonNode json, String stdout, String stderr) {
    }

    static Run replay(String script) {
        return run(new String[] {"-"}, script);
    }

    static Run replayFile(String path) {
        // Tests run in firmware/; the examples live at the repository root.
        return run(new String[] {Path.of("..", path).toString()}, "");
    }

    private static Run run(String[] args, String stdin) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = ReplayCommand.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        String stdout = out.toString(StandardCharsets.UTF_8);
        try {
            assertEquals(1, stdout.lines().count(), "exactly one JSON object on one line: " + stdout);
            return new Run(status, Json.read(stdout), stdout, err.toString(StandardCharsets.UTF_8));
        } catch (java.io.IOException e) {
            throw new AssertionError("not JSON: " + stdout, e);
        }
    }

    @Test
    void theRulesExampleReplaysToAWinOutOfTheRing() {
        Run run = replayFile("examples/sumo-rules-example.json");
        assertEquals(0, run.status(), run.stderr());
        // 6 vs 4 pushes seat 1 to +8; 5 vs 2 pushes 6 more: +14, out of the 17-square ring.
        assertEquals("{\"ok\":true,\"over\":true,\"scores\":[1,-1],\"winners\":[0],\"toMove\":[],"
                + "\"state\":{\"audience\":-1,\"position\":14,\"reach\":8,\"round\":2,\"rounds\":7,"
                + "\"hands\":[[0,1,2,3,4],[0,1,3,5,6]],\"chosen\":[false,false],\"ownChoice\":null,"
                + "\"played\":[[6,4],[5,2]],\"over\":true,\"scores\":[1,-1]}}", run.stdout().strip());
        assertEquals("", run.stderr());
    }

    @Test
    void aFullGameEndsOnTheSideThePieceStandsOn() {
        Run run = replayFile("examples/sumo-full-game.json");
        assertEquals(0, run.status());
        // 1v2: -1; 2v3: -3; 3v4: -6; 4v1: -3; 5v5; 6v6: seat 0's side after the last round.
        assertEquals(-3, run.json().at("/state/position").asInt());
        assertEquals("[-1,1]", run.json().get("scores").toString());
        assertEquals("[1]", run.json().get("winners").toString());
    }

    @Test
    void aGameInProgressListsBothSeatsUntilEachHasChosen() {
        Run run = replay("{\"game\": \"sumo\", \"players\": 2, \"seed\": 3, \"moves\": [\"1:5\"]}");
        assertEquals(0, run.status());
        assertEquals(false, run.json().get("over").asBoolean());
        assertEquals("[0]", run.json().get("toMove").toString());
        assertEquals("[]", run.json().get("winners").toString());
        assertEquals("[0,0]", run.json().get("scores").toString());
        assertTrue(run.json().at("/state/ownChoice").isNull(), "the table must not see seat 1's choice");
    }

    @Test
    void aSeriesAddsUpTheGamesScores() {
        Run run = replayFile("examples/sumo-series.json");
        assertEquals(0, run.status(), run.stderr());
        // Game 1: 6 vs 3 pushes seat 1 out (+1, -1). Game 2: equal cards throughout, a draw.
        // Game 3: 5 vs 2 pushes +6, then 6 vs 1 pushes 5 more: +11, out (+1, -1). Totals 2, -2.
        JsonNode series = run.json().get("series");
        assertEquals(3, series.get("gamesPlayed").asInt());
        assertEquals("[2,-2]", series.get("totals").toString());
        assertTrue(series.get("over").asBoolean());
        assertEquals("[0]", series.get("winners").toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            unknown game          | {"game": "chess", "moves": []}                                            | null | unknown game 'chess' (known: sumo
            unknown option        | {"game": "sumo", "options": {"zeroCards": true}, "moves": []}            | null | unknown option 'zeroCards' for sumo (known: zeroCard, hand, ringSize)
            broken JSON           | {"game": "sumo", "moves": ["0:6", }                                       | null | the script is not valid JSON
            trailing garbage      | {"game": "sumo", "moves": []} x                                           | null | the script is not valid JSON
            not an object         | ["0:6"]                                                                   | null | the script must be one JSON object
            unknown key           | {"game": "sumo", "move": []}                                              | null | the script has an unknown key "move"
            missing moves         | {"game": "sumo"}                                                          | null | moves must be a list of strings
            move not a string     | {"game": "sumo", "moves": ["0:6", 4]}                                     | 1    | moves[1] must be a string
            wrong player count    | {"game": "sumo", "players": 3, "moves": []}                               | null | sumo is for 2 players, not 3
            bad option value      | {"game": "sumo", "options": {"ringSize": 16}, "moves": []}               | null | option 'ringSize' of sumo must be an odd number
            setup for sumo        | {"game": "sumo", "setup": {"first": 1}, "moves": []}                      | null | sumo takes no setup
            seat not in game      | {"game": "sumo", "moves": ["0:6", "2:4"]}                                 | 1    | there is no seat 2 in a 2-player game
            second choice         | {"game": "sumo", "moves": ["0:6", "0:4"]}                                 | 1    | Seat 0 has already chosen a card this round
            card not in hand      | {"game": "sumo", "moves": ["0:6", "1:4", "0:6"]}                          | 2    | Seat 0 has no 6 left
            card never held       | {"game": "sumo", "moves": ["1:9"]}                                        | 0    | Seat 1 has no 9 left
            not a move            | {"game": "sumo", "moves": ["0:6", "1 4"]}                                 | 1    | "1 4" is not a move
            not a card            | {"game": "sumo", "moves": ["0:six"]}                                      | 0    | 'six' is not a Sumo card
            move after the end    | {"game": "sumo", "moves": ["0:6", "1:3", "0:1"]}                          | 2    | The game is over
            """)
    void badScriptsExitTwoWithAReasonAndTheMoveIndex(String name, String script, String moveIndex, String error) {
        Run run = replay(script);
        assertEquals(2, run.status(), name);
        assertEquals(false, run.json().get("ok").asBoolean());
        assertEquals(moveIndex, run.json().get("moveIndex").toString());
        String message = run.json().get("error").asText();
        assertTrue(message.startsWith(error), name + ": " + message);
        assertTrue(run.stderr().startsWith("tabula replay: ") && run.stderr().contains(message), run.stderr());
    }

    @Test
    void aMissingFileIsReportedLikeABadScript() {
        Run run = run(new String[] {"no/such/file.json"}, "");
        assertEquals(2, run.status());
        assertEquals("no such file: no/such/file.json", run.json().get("error").asText());
    }

    @Test
    void aSeriesThatGoesOnAfterItsEndIsRefused() {
        Run run = replay("{\"game\": \"sumo\", \"series\": {\"goal\": {\"points\": 1}, \"games\": ["
                + "{\"seed\": 1, \"moves\": [\"0:6\", \"1:3\"]}, {\"seed\": 2, \"moves\": []}]}}");
        assertEquals(2, run.status());
        assertEquals(1, run.json().get("gameIndex").asInt());
        assertEquals("the series was already over after game 1, but the script goes on", run.json().get("error").asText());
    }

    @Test
    void aSeriesGameLeftUnfinishedBeforeTheNextIsRefused() {
        Run run = replay("{\"game\": \"sumo\", \"series\": {\"goal\": {\"games\": 2}, \"games\": ["
                + "{\"seed\": 1, \"moves\": [\"0:6\"]}, {\"seed\": 2, \"moves\": []}]}}");
        assertEquals(2, run.status());
        assertEquals(0, run.json().get("gameIndex").asInt());
        assertTrue(run.json().get("moveIndex").isNull());
    }
}
