package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.Test;

import org.tabula.firmware.command.ReplayCommand;
import org.tabula.firmware.json.Json;

/**
 * The Senator examples run through {@code tabula replay}: the JSON printed (board, scores,
 * winners) against results worked out by hand, and refused moves reported with their index.
 */
class SenatorReplayTest {
    /** The board both two-player examples end on; banner in the centre (see ScoringTest). */
    private static final Map<String, String> CENTRE_BANNER_BOARD = board(
            "01=R1 02=B1 03=R2 10=B2 11=R10 12=B9 13=R3 14=B3 20=R4 21=B10 22=Y 23=R9 24=B4"
            + " 30=R5 31=B8 32=R8 33=B7 34=B5 41=R6 42=B6 43=R7");

    @Test
    void theBasicGameEndsWithBlueAheadInTheSenate() {
        JsonNode result = replay("senator-basic.json", 0);
        assertTrue(result.get("over").asBoolean());
        assertEquals(CENTRE_BANNER_BOARD, boardOf(result));
        // Senate 11-33: red R10 + R3 + R9 + R8 = 30; blue B9 + B10 + B8 + B7 = 34.
        assertEquals(List.of(30, 34), numbers(result.get("scores")));
        assertEquals(List.of(1), numbers(result.get("winners")));
        assertEquals(List.of(), numbers(result.get("toMove")));
        assertEquals("over", result.get("state").get("phase").asText());
    }

    @Test
    void caesarWithStairsInLineCountsTheBannersRowAndColumn() {
        JsonNode result = replay("senator-caesar-stairs.json", 0);
        assertEquals(CENTRE_BANNER_BOARD, boardOf(result));
        // Banner on 22. Red: 30 + R9 + R8 doubled in the Senate + R4 on stair 20 = 51.
        // Blue: 34 + B10 + B9 doubled + B4, B1, B6 on stairs 24, 02, 42 = 64.
        assertEquals(List.of(51, 64), numbers(result.get("scores")));
        assertEquals(List.of(1), numbers(result.get("winners")));
    }

    @Test
    void equalTotalsAreADraw() {
        JsonNode result = replay("senator-draw.json", 0);
        assertEquals("Y", boardOf(result).get("02"));
        // Red R10 + R9 + R3 + R4 + R8 = 34; blue B10 + B9 + B8 + B7 = 34.
        assertEquals(List.of(34, 34), numbers(result.get("scores")));
        assertEquals(List.of(0, 1), numbers(result.get("winners")));
    }

    @Test
    void threePlayersStartFromTheSeatTheSetupNames() {
        JsonNode result = replay("senator-three-players.json", 0);
        assertEquals(21, boardOf(result).size());
        assertEquals("G5", boardOf(result).get("41"), "green pushed first, so its D1 card went deepest");
        // Red R7 + R6 + R4 + R5 = 22; blue B7 + B6 + B5 = 18; green G7 + G6 = 13.
        assertEquals(List.of(22, 18, 13), numbers(result.get("scores")));
        assertEquals(List.of(0), numbers(result.get("winners")));
    }

    @Test
    void theHiddenGameShowsOnlyOccupiedSquares() {
        JsonNode result = replay("senator-hidden.json", 0);
        assertEquals(false, result.get("over").asBoolean());
        assertEquals(List.of(0), numbers(result.get("toMove")));
        Map<String, String> faceDown = new LinkedHashMap<>();
        for (String square : List.of("01", "03", "11", "13", "14", "21", "22", "23", "31")) {
            faceDown.put(square, "?");
        }
        assertEquals(faceDown, boardOf(result));
        JsonNode state = result.get("state");
        assertTrue(state.get("hands").isNull());
        assertTrue(state.get("scores").isNull());
        assertEquals(List.of(6, 6), numbers(state.get("handSizes")));
    }

    @Test
    void aPushIntoAFullLineIsRefusedWithItsIndex() {
        JsonNode result = replay("senator-illegal-full-line.json", ReplayCommand.BAD_SCRIPT);
        assertEquals(false, result.get("ok").asBoolean());
        assertEquals(4, result.get("moveIndex").asInt());
        assertEquals("Line U0 is full: column 0 has no empty square, and no card may be pushed off the board",
                result.get("error").asText());
    }

    @Test
    void refusedMovesSayWhy() {
        assertRefused(0, "Seat 1 must place the banner first", "0:7@D1");
        assertRefused(2, "Not your turn: seat 1 is to move", "1:banner@22", "0:7@D1", "0:6@D1");
        assertRefused(3, "You have no 7 left", "1:banner@22", "0:7@D1", "1:7@D1", "0:7@U1");
        assertRefused(1, "'7@X9' is not a Senator move: push a card with <value>@<entry>, such as 7@D1"
                + " (entries D0-D4, U0-U4, R0-R4, L0-L4), or place the banner with banner@<square>, such as banner@22",
                "1:banner@22", "0:7@X9");
    }

    @Test
    void impossibleOptionsAreRefusedBeforeAnyMove() {
        String script = "{\"game\": \"senator\", \"players\": 2, \"options\": {\"caesar\": true, \"brutus\": true}, \"moves\": []}";
        JsonNode result = run(script, ReplayCommand.BAD_SCRIPT);
        assertTrue(result.get("moveIndex").isNull());
        assertEquals("options 'caesar' and 'brutus' of senator contradict each other: the cards in the banner's line"
                + " cannot both count double and count nothing", result.get("error").asText());
    }

    private static void assertRefused(int moveIndex, String error, String... moves) {
        List<String> quoted = new ArrayList<>();
        for (String move : moves) {
            quoted.add("\"" + move + "\"");
        }
        JsonNode result = run("{\"game\": \"senator\", \"players\": 2, \"moves\": [" + String.join(", ", quoted) + "]}",
                ReplayCommand.BAD_SCRIPT);
        assertEquals(moveIndex, result.get("moveIndex").asInt());
        assertEquals(error, result.get("error").asText());
    }

    private static JsonNode replay(String example, int expectedStatus) {
        return checked(ReplayCommandTest.replayFile("examples/" + example), expectedStatus);
    }

    private static JsonNode run(String script, int expectedStatus) {
        return checked(ReplayCommandTest.replay(script), expectedStatus);
    }

    private static JsonNode checked(ReplayCommandTest.Run run, int expectedStatus) {
        assertEquals(expectedStatus, run.status(), run.stdout() + run.stderr());
        return run.json();
    }

    private static Map<String, String> boardOf(JsonNode result) {
        Map<String, String> board = new LinkedHashMap<>();
        result.get("state").get("board").fields().forEachRemaining(square -> board.put(square.getKey(), square.getValue().textValue()));
        return board;
    }

    private static List<Integer> numbers(JsonNode array) {
        List<Integer> numbers = new ArrayList<>();
        array.forEach(number -> numbers.add(number.asInt()));
        return numbers;
    }

    private static Map<String, String> board(String squares) {
        Map<String, String> board = new LinkedHashMap<>();
        for (String square : squares.split(" ")) {
            String[] parts = square.split("=");
            board.put(parts[0], parts[1]);
        }
        return board;
    }
}
