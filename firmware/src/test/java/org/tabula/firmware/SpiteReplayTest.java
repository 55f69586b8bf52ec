package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

import org.junit.jupiter.api.Test;

import org.tabula.firmware.command.ReplayCommand;
import org.tabula.firmware.json.Json;

/** Spite and Malice scripts through {@code tabula replay}: the examples, a match, and refusals. */
class SpiteReplayTest {
    private static final Path EXAMPLES = Path.of("..", "examples");

    private record Run(int status, JsonNode json, String err) {
    }

    private static Run replay(String script) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = ReplayCommand.run(new String[] {"-"}, new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, Json.read(out.toString(StandardCharsets.UTF_8)), err.toString(StandardCharsets.UTF_8));
    }

    private static ObjectNode example(String name) throws IOException {
        return (ObjectNode) Json.read(Files.readString(EXAMPLES.resolve(name)));
    }

    private static List<Integer> numbers(JsonNode array) {
        List<Integer> values = new ArrayList<>();
        array.forEach(value -> values.add(value.asInt()));
        return values;
    }

    @Test
    void aFullDealPlaysToItsEndAndScoresFivePlusTheLosersPayoffCards() throws IOException {
        Run run = replay(Files.readString(EXAMPLES.resolve("spite-game.json")));
        assertEquals(0, run.status(), run.err());
        JsonNode json = run.json();
        assertTrue(json.get("ok").asBoolean());
        assertTrue(json.get("over").asBoolean());
        assertEquals(List.of(0, 13), numbers(json.get("scores")));
        assertEquals(List.of(1), numbers(json.get("winners")));
        assertEquals(List.of(), numbers(json.get("toMove")));
        JsonNode state = json.get("state");
        assertEquals(List.of(8, 0), numbers(state.get("payoffCounts")), "13 = 5 + seat 0's 8 cards");
        assertTrue(state.get("hand").isNull(), "the table sees no hand");
    }

    @Test
    void aTableDealRevealingTheSeededCardsReplaysAsTheSeededDeal() throws IOException {
        // spite-table-deal.json makes the moves of spite-game.json with a reveal wherever a pay-off
        // top is turned up, naming the card the seed put there: the box prints the same, byte for byte.
        Run table = replay(Files.readString(EXAMPLES.resolve("spite-table-deal.json")));
        assertEquals(0, table.status(), table.err());
        assertEquals(replay(Files.readString(EXAMPLES.resolve("spite-game.json"))).json(), table.json());
    }

    @Test
    void aTableDealWaitsForThePayoffTopsAndRefusesACardSeenTwice() throws IOException {
        Run waiting = replay("{\"game\": \"spite\", \"players\": 2, \"setup\": {\"deal\": \"table\"}, \"moves\": [\"reveal:QS\"]}");
        assertEquals(0, waiting.status(), waiting.err());
        assertEquals("[\"reveal\"]", waiting.json().get("toMove").toString());
        Run refused = replay("{\"game\": \"spite\", \"players\": 2, \"setup\": {\"deal\": \"table\"}, \"moves\": [\"reveal:QS\","
                + " \"reveal:KD\", \"1:HAS>C+\", \"1:HAS>C+\", \"1:HAS>C+\"]}");
        assertEquals(ReplayCommand.BAD_SCRIPT, refused.status());
        assertEquals(4, refused.json().get("moveIndex").asInt());
        assertEquals("Every AS is face up on the table already, so it cannot be in a hand or a pile face down",
                refused.json().get("error").asText());
    }

    @Test
    void botsAreRefusedAtATableDeal() throws IOException {
        Run run = replay("{\"game\": \"spite\", \"players\": 2, \"setup\": {\"deal\": \"table\"}, \"bots\": {\"1\": \"random\"},"
                + " \"moves\": []}");
        assertEquals(ReplayCommand.BAD_SCRIPT, run.status());
        assertEquals("a bot cannot play seat 1 at a table deal: the players deal the hands, so the box never knows the bot's cards",
                run.json().get("error").asText());
    }

    @Test
    void aMatchToFiftyPointsAddsUpTheDeals() throws IOException {
        Run run = replay(Files.readString(EXAMPLES.resolve("spite-match.json")));
        assertEquals(0, run.status(), run.err());
        JsonNode series = run.json().get("series");
        assertEquals(6, series.get("gamesPlayed").asInt());
        assertEquals(List.of(62, 21), numbers(series.get("totals")));
        assertTrue(series.get("over").asBoolean());
        assertEquals(List.of(0), numbers(series.get("winners")));
        assertEquals(List.of(16, 0), numbers(run.json().get("scores")), "the last deal's scores");
    }

    @Test
    void aMatchOfAFixedNumberOfDealsStopsThere() throws IOException {
        ObjectNode match = example("spite-match.json");
        ObjectNode series = (ObjectNode) match.get("series");
        series.putObject("goal").put("games", 2);
        ((ArrayNode) series.get("games")).remove(5);
        ((ArrayNode) series.get("games")).remove(4);
        ((ArrayNode) series.get("games")).remove(3);
        ((ArrayNode) series.get("games")).remove(2);
        Run run = replay(match.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals(List.of(25, 0), numbers(run.json().get("series").get("totals")));
        assertTrue(run.json().get("series").get("over").asBoolean());
    }

    @Test
    void anIllegalMoveStopsTheReplayWithItsIndexAndReason() throws IOException {
        ObjectNode game = example("spite-game.json");
        ArrayNode moves = (ArrayNode) game.get("moves");
        assertEquals("0:P>C+", moves.get(1).asText(), "seat 0's pay-off ace, the example's second move");
        moves.set(1, TextNode.valueOf("0:end"));
        Run run = replay(game.toString());
        assertEquals(ReplayCommand.BAD_SCRIPT, run.status());
        assertEquals(false, run.json().get("ok").asBoolean());
        assertEquals(1, run.json().get("moveIndex").asInt());
        assertEquals("An ace from your pay-off pile must be played first", run.json().get("error").asText());
        assertEquals("tabula replay: move 1: An ace from your pay-off pile must be played first", run.err().trim());
    }

    @Test
    void movesOutOfTurnOrInNoNotationAreRefused() throws IOException {
        ObjectNode game = example("spite-game.json");
        ArrayNode moves = (ArrayNode) game.get("moves");
        moves.set(0, TextNode.valueOf("0:H5D>D3"));
        Run run = replay(game.toString());
        assertEquals(0, run.json().get("moveIndex").asInt());
        assertEquals("It is seat 1's turn, not seat 0's", run.json().get("error").asText());

        moves.set(0, TextNode.valueOf("1:H5D>X3"));
        run = replay(game.toString());
        assertEquals(ReplayCommand.BAD_SCRIPT, run.status());
        assertEquals("'H5D>X3' is not a Spite and Malice move: write source>target, such as P>C1, H7S>C+, D2>C3 or H9D>D1, or end",
                run.json().get("error").asText());
    }

    @Test
    void aMalformedSetupIsRefusedNamingTheKey() throws IOException {
        ObjectNode game = example("spite-game.json");
        ObjectNode setup = game.putObject("setup");
        setup.putArray("payoff").add(Json.array().add("9S")).add(Json.array().add("QX"));
        setup.putArray("hands").add(Json.array()).add(Json.array());
        setup.putArray("stock");
        Run run = replay(game.toString());
        assertEquals(ReplayCommand.BAD_SCRIPT, run.status());
        assertTrue(run.json().get("moveIndex").isNull());
        assertEquals("setup.payoff[1][0]: \"QX\" is not a card (write rank and suit such as AS, 7C, 10H, QD, or * for a joker)",
                run.json().get("error").asText());
    }

    @Test
    void partnershipScriptsNameThePlayersAndOption() throws IOException {
        Run run = replay("{\"game\": \"spite\", \"players\": 4, \"options\": {\"partnership\": true}, \"seed\": 3, \"moves\": []}");
        assertEquals(0, run.status(), run.err());
        assertEquals(List.of(13, 13, 13, 13), numbers(run.json().get("state").get("payoffCounts")));
        Run refused = replay("{\"game\": \"spite\", \"players\": 4, \"seed\": 3, \"moves\": []}");
        assertEquals(ReplayCommand.BAD_SCRIPT, refused.status());
        assertEquals("spite for 4 players is played in teams: set the option partnership", refused.json().get("error").asText());
    }
}
