package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;

import org.tabula.firmware.command.ReplayCommand;
import org.tabula.firmware.ReplayCommandTest.Run;

/** The one shape of a replay error (docs/replay.md, "When a script does not replay") and its sentences. */
class ReplayErrorsTest {
    private static Run refused(String script) {
        Run run = ReplayCommandTest.replay(script);
        assertEquals(ReplayCommand.BAD_SCRIPT, run.status(), run.stdout());
        return run;
    }

    private static String error(String script) {
        return refused(script).json().get("error").asText();
    }

    @Test
    void anEarlierMovesRefusalIsReportedBeforeALaterMovesForm() {
        Run illegal = refused("{\"game\": \"sumo\", \"seed\": 1, \"moves\": [\"0:6\", \"0:5\", \"six\"]}");
        assertEquals(1, illegal.json().get("moveIndex").asInt(), illegal.stdout());
        Run malformed = refused("{\"game\": \"sumo\", \"seed\": 1, \"moves\": [\"0:6\", \"1:5\", \"six\", \"0:5\"]}");
        assertEquals(2, malformed.json().get("moveIndex").asInt(), malformed.stdout());
        assertEquals("\"six\" is not a move: write \"<seat>:<move>\", such as \"0:6\"", malformed.json().get("error").asText());
        Run series = refused("{\"game\": \"sumo\", \"series\": {\"goal\": {\"games\": 1}, \"games\": [{\"seed\": 1, \"moves\": [\"0:6\"]},"
                + " {\"seed\": 2, \"moves\": [\"2:1\"]}]}}");
        assertEquals("game 1 of the series is not over, but the script starts another", series.json().get("error").asText(),
                "the first game's fault comes before the second's unreadable move");
    }

    @Test
    void aNumberWrittenAsTextIsCalledText() {
        assertEquals("setup.leader must be a whole number, not the text \"0\"",
                error("{\"game\": \"spartacus\", \"players\": 3, \"setup\": {\"leader\": \"0\"}, \"moves\": []}"));
    }

    @Test
    void aHugePlayerCountIsOutOfRangeNotFractional() {
        assertEquals("spartacus is for 3 to 5 players, not 99999999999",
                error("{\"game\": \"spartacus\", \"players\": 99999999999, \"moves\": []}"));
        assertEquals("\"players\" must be a whole number, not the text \"3\"",
                error("{\"game\": \"spartacus\", \"players\": \"3\", \"moves\": []}"));
    }

    @Test
    void aSeriesGoalIsOneOfGamesOrPointsFromOne() {
        String games = "\"games\": [{\"seed\": 1, \"moves\": []}]";
        assertEquals("\"series.goal.points\" must be a whole number from 1 to 2147483647, not 0",
                error("{\"game\": \"sumo\", \"series\": {\"goal\": {\"points\": 0}, " + games + "}}"));
        assertEquals("\"series\".\"goal\" must be {\"games\": N} or {\"points\": N}: one of them, not both",
                error("{\"game\": \"sumo\", \"series\": {\"goal\": {\"games\": 2, \"points\": 50}, " + games + "}}"));
        assertEquals("\"series\".\"goal\" must be {\"games\": N} or {\"points\": N}: one of them, not neither",
                error("{\"game\": \"sumo\", \"series\": {\"goal\": {}, " + games + "}}"));
    }

    @Test
    void theJsonReadersRefusalsAreSentences() {
        assertEquals("the script is not valid JSON: unexpected text after its end (line 1, column 31)",
                error("{\"game\": \"sumo\", \"moves\": []} {}"));
        assertEquals("the script nests deeper than 1,000 levels", error("[".repeat(5000)));
        assertEquals("the script is not valid JSON: it ends too early (line 1, column 27)",
                error("{\"game\": \"sumo\", \"moves\": "));
        assertEquals("the script is not valid JSON: the key \"moves\" appears twice (line 1, column 38)",
                error("{\"game\": \"sumo\", \"moves\": [], \"moves\": []}"));
        assertEquals("a number in the script is longer than 1,000 digits",
                error("{\"game\": \"sumo\", \"seed\": " + "9".repeat(2000) + ", \"moves\": []}"));
    }

    @Test
    void aSingleGameScriptNeverCarriesAGameIndex() {
        Run option = refused("{\"game\": \"sumo\", \"options\": {\"zeroCards\": true}, \"moves\": []}");
        assertFalse(option.json().has("gameIndex"), option.stdout());
        assertEquals("tabula replay: unknown option 'zeroCards' for sumo (known: zeroCard, hand, ringSize)", option.stderr().strip());
        Run broken = refused("{");
        assertFalse(broken.json().has("gameIndex"), broken.stdout());
    }

    @Test
    void aMoveThatIsNotAStringIsAtItsIndex() {
        Run single = refused("{\"game\": \"sumo\", \"moves\": [\"0:6\", 4]}");
        assertEquals("{\"ok\":false,\"moveIndex\":1,\"error\":\"moves[1] must be a string such as \\\"0:6\\\", not 4\"}", single.stdout().strip());
        Run series = refused("{\"game\": \"sumo\", \"series\": {\"goal\": {\"games\": 2}, \"games\": ["
                + "{\"seed\": 1, \"moves\": []}, {\"seed\": 2, \"moves\": [null]}]}}");
        assertEquals("{\"ok\":false,\"gameIndex\":1,\"moveIndex\":0,"
                + "\"error\":\"series.games[1].moves[0] must be a string such as \\\"0:6\\\", not null\"}", series.stdout().strip());
        assertEquals("tabula replay: game 1, move 0: series.games[1].moves[0] must be a string such as \"0:6\", not null", series.stderr().strip());
    }

    @Test
    void aGameWithSeveralPlayerCountsNeedsPlayers() {
        assertEquals("the script needs \"players\": spartacus is for 3 to 5 players",
                error("{\"game\": \"spartacus\", \"moves\": []}"));
        assertEquals(0, ReplayCommandTest.replay("{\"game\": \"sumo\", \"moves\": []}").status());
    }

    @Test
    void cardsReadInEitherCaseAsDocumented() {
        String lower = "{\"game\": \"spite\", \"players\": 2, \"seed\": 2026, \"moves\": [\"1:h5d>d3\"]}";
        String upper = "{\"game\": \"spite\", \"players\": 2, \"seed\": 2026, \"moves\": [\"1:H5D>D3\"]}";
        assertEquals(ReplayCommandTest.replay(upper).stdout(), ReplayCommandTest.replay(lower).stdout());
    }
}
