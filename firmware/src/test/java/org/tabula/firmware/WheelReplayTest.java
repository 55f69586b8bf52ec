package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabula.firmware.ReplayCommandTest.replay;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.Test;
import org.tabula.firmware.command.ReplayCommand;
import org.tabula.firmware.ReplayCommandTest.Run;

/**
 * Wheel of History through {@code tabula replay}: the examples in {@code examples/}, whose results
 * are worked out by hand in the rules' tests (WheelScoringTest and friends), and scripts that fail.
 */
class WheelReplayTest {
    private static final String BY_COLOUR = "[\"R1\",\"R2\",\"R3\",\"R4\",\"R5\",\"G1\",\"G2\",\"G3\",\"G4\",\"G5\",\"B1\",\"B2\",\"B3\",\"B4\",\"B5\","
            + "\"Y1\",\"Y2\",\"Y3\",\"Y4\",\"Y5\",\"W1\",\"W2\",\"W3\",\"W4\",\"W5\"]";

    @Test
    void aValueFallsAndEndsTheGame() throws Exception {
        // Colour by colour, one card a move: four colours score 30 each side, then seat 0 takes W1,
        // the fifth 1: seat 0 loses R1 B1 W1 = 3, seat 1 G1 Y1 = 2.
        Run run = replayFile("wheel-value-falls.json");
        assertEquals(0, run.status(), run.stderr());
        JsonNode out = run.json();
        assertTrue(out.get("ok").asBoolean());
        assertTrue(out.get("over").asBoolean());
        assertEquals("[27,28]", out.get("scores").toString());
        assertEquals("[1]", out.get("winners").toString());
        assertEquals("[]", out.get("toMove").toString());
        assertEquals("[\"W2\",\"W3\",\"W4\",\"W5\"]", out.get("state").get("circle").toString());
        assertEquals("VALUE_FELL", out.get("state").get("ending").asText());
        assertFalse(out.has("series"));
    }

    @Test
    void discardOnceWithEveryValueBlockedPlaysUntilTheCircleIsEmpty() throws Exception {
        // Five seats each throw a red away, one of every value: no value can fall. W, G, B and Y
        // score as their fives leave; see WheelDiscardOnceTest for the count.
        JsonNode out = replayFile("wheel-discard-once.json").json();
        assertEquals("[14,10,11,12,13]", out.get("scores").toString());
        assertEquals("[0]", out.get("winners").toString());
        assertEquals("[]", out.get("state").get("circle").toString());
        assertEquals("[\"R1\",\"R5\",\"R4\",\"R3\",\"R2\"]", out.get("state").get("thrownAway").toString());
        assertEquals("CIRCLE_EMPTY", out.get("state").get("ending").asText());
    }

    @Test
    void colourAndValueScoresValuesUntilAColourScores() throws Exception {
        // Value by value: the 1s to 4s score 15 + 8 + 9 + 4 and 10 + 12 + 6 + 6 at 5, 4, 3 and 2 a card;
        // R5 completes red (9 and 6) and ends the game.
        JsonNode out = replayFile("wheel-colour-and-value.json").json();
        assertEquals("[45,40]", out.get("scores").toString());
        assertEquals("[1,2,3,4]", out.get("state").get("scoredValues").toString());
        assertEquals("[\"R\"]", out.get("state").get("scoredColours").toString());
    }

    @Test
    void aGameFromTheSeedIsReplayedInProgress() throws Exception {
        JsonNode out = replayFile("wheel-seeded.json").json();
        assertTrue(out.get("ok").asBoolean());
        assertFalse(out.get("over").asBoolean());
        assertEquals("[1]", out.get("toMove").toString());
        assertEquals(21, out.get("state").get("circle").size());
        assertEquals("[]", out.get("winners").toString());
    }

    @Test
    void aTableDealRevealingTheSeededCircleReplaysAsTheSeededGame() {
        // wheel-table-deal.json reveals, place by place, the circle seed 2002 shuffles, then makes
        // the moves of wheel-seeded.json: the box prints the same, byte for byte.
        Run table = replayFile("wheel-table-deal.json");
        assertEquals(0, table.status(), table.stderr());
        assertEquals(replayFile("wheel-seeded.json").stdout(), table.stdout());
    }

    @Test
    void aTableDealWaitsForTheTableAndRefusesBadReveals() {
        Run laying = replay("{\"game\": \"wheel\", \"players\": 2, \"setup\": {\"deal\": \"table\"}, \"moves\": [\"reveal:G3\"]}");
        assertEquals(0, laying.status(), laying.stderr());
        assertEquals("[\"reveal\"]", laying.json().get("toMove").toString());
        assertEquals("[\"G3\"]", laying.json().get("state").get("circle").toString());
        assertTableDealRefused("[\"reveal:G3\", \"reveal:G3\"]", 1, "G3 is already in the circle, at place 0");
        assertTableDealRefused("[\"reveal:G3\", \"reveal:7H\"]", 1,
                "'7H' is not a Wheel of History card: the table reveals a colour (R, G, B, Y or W) and a value from 1 to 5, such as reveal:G3");
        assertTableDealRefused("[\"reveal:G3\", \"0:1\"]", 1, "The circle is not laid yet: 1 of 25 cards are laid");
        assertRefused("[\"0:1\", \"reveal:G3\"]", "{}", 1, "No card is to be revealed now: seat 1 is to move");
    }

    private static void assertTableDealRefused(String moves, int moveIndex, String reason) {
        Run run = replay("{\"game\": \"wheel\", \"players\": 2, \"setup\": {\"deal\": \"table\"}, \"moves\": " + moves + "}");
        assertEquals(ReplayCommand.BAD_SCRIPT, run.status());
        assertEquals(moveIndex, run.json().get("moveIndex").asInt());
        assertEquals(reason, run.json().get("error").asText());
    }

    @Test
    void aSeriesToFiftyEndsAfterTheRoundInWhichASeatReachesIt() throws Exception {
        // Game 1 (colour by colour, seat 0 starts): 27 and 28. Game 2 (value by value): the 1s fall
        // after five cards, -3 and -2; totals 24 and 26. Game 3 (colour by colour, seat 1 starts, so
        // the seats swap places): 28 and 27; totals 52 and 53. Seat 1 has passed 50 with the best total.
        JsonNode out = replayFile("wheel-series-to-50.json").json();
        assertEquals("[28,27]", out.get("scores").toString());
        JsonNode series = out.get("series");
        assertEquals(3, series.get("gamesPlayed").asInt());
        assertEquals("[52,53]", series.get("totals").toString());
        assertTrue(series.get("over").asBoolean());
        assertEquals("[1]", series.get("winners").toString());
    }

    @Test
    void seatsTiedAtTheEndOfASeriesShareTheWin() {
        // 27 + 28 = 55 for each seat: both passed 50 in the same round with the same total.
        Run run = replay(seriesToFifty(game(0, 21), game(1, 21)));
        assertEquals(0, run.status(), run.stderr());
        JsonNode series = run.json().get("series");
        assertEquals("[55,55]", series.get("totals").toString());
        assertEquals("[0,1]", series.get("winners").toString());
    }

    @Test
    void aSeriesBelowFiftyGoesOnAndOneBeyondItsEndIsRefused() {
        JsonNode open = replay(seriesToFifty(game(0, 21))).json().get("series");
        assertEquals("[27,28]", open.get("totals").toString());
        assertFalse(open.get("over").asBoolean());
        assertEquals("[]", open.get("winners").toString());

        Run tooLong = replay(seriesToFifty(game(0, 21), game(1, 21), game(0, 21)));
        assertEquals(ReplayCommand.BAD_SCRIPT, tooLong.status());
        assertEquals(2, tooLong.json().get("gameIndex").asInt());
        assertEquals("the series was already over after game 2, but the script goes on", tooLong.json().get("error").asText());
    }

    @Test
    void anIllegalMoveStopsTheReplayWithItsIndexAndReason() {
        assertRefused("[\"0:1\", \"1:1\", \"1:1\"]", "{}", 2, "Not your turn: seat 0 is to move");
        assertRefused("[\"0:1\", \"1:4\"]", "{}", 1, "You may move the pawn 1, 2 or 3 cards");
        assertRefused("[\"0:2x\"]", "{}", 0, "Cards may not be thrown away in this game (that is the discardOnce variant)");
        assertRefused("[\"0:2x\", \"1:1\", \"0:3x\"]", "{\"discardOnce\": true}", 2, "You have already thrown a card away this game");
    }

    @Test
    void aBadSetupIsRefusedBeforeAnyMove() {
        Run run = replay("{\"game\": \"wheel\", \"players\": 2, \"setup\": {\"circle\": [\"R1\", \"R1\"]}, \"moves\": []}");
        assertEquals(ReplayCommand.BAD_SCRIPT, run.status());
        assertTrue(run.json().get("moveIndex").isNull());
        assertEquals("setup.circle[1]: \"R1\" is already at setup.circle[0]; each card lies in the circle once",
                run.json().get("error").asText());
    }

    private static void assertRefused(String moves, String options, int moveIndex, String reason) {
        Run run = replay("{\"game\": \"wheel\", \"players\": 2, \"options\": " + options
                + ", \"setup\": {\"circle\": " + BY_COLOUR + "}, \"moves\": " + moves + "}");
        assertEquals(ReplayCommand.BAD_SCRIPT, run.status());
        assertFalse(run.json().get("ok").asBoolean());
        assertEquals(moveIndex, run.json().get("moveIndex").asInt());
        assertEquals(reason, run.json().get("error").asText());
        assertEquals("tabula replay: move " + moveIndex + ": " + reason, run.stderr().strip());
    }

    /** One game of the colour-by-colour circle: {@code moves} single-card moves, {@code first} starting. */
    private static String game(int first, int moves) {
        List<String> list = new ArrayList<>();
        for (int i = 0; i < moves; i++) {
            list.add("\"" + (first + i) % 2 + ":1\"");
        }
        return "{\"seed\": 0, \"setup\": {\"circle\": " + BY_COLOUR + ", \"first\": " + first + "}, \"moves\": " + list + "}";
    }

    private static String seriesToFifty(String... games) {
        return "{\"game\": \"wheel\", \"players\": 2, \"series\": {\"goal\": {\"points\": 50}, \"games\": ["
                + String.join(", ", games) + "]}}";
    }

    private static Run replayFile(String name) {
        return ReplayCommandTest.replayFile("examples/" + name);
    }
}
