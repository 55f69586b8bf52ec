package org.tabula.firmware.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;

class SolveCommandTest {
    private static List<String> solve(int expectedStatus, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = SolveCommand.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(expectedStatus, status, err.toString(StandardCharsets.UTF_8));
        return (status == 0 ? out : err).toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void theBaseGameIsEvenAndOpensWithTwoFourOrSix() {
        List<String> lines = solve(0, "sumo");
        assertTrue(lines.get(0).startsWith("sumo, options {}: 4,141 positions solved in "), lines.get(0));
        assertEquals("value to seat 0 (East): +0.000000   (+1 win, -1 loss, 0 draw; seat 1's value is its negative)", lines.get(1));
        assertEquals("  card         1      2      3      4      5      6", lines.get(3));
        assertEquals("  seat 0  0.0000 0.5019 0.0000 0.0318 0.0000 0.4663", lines.get(4));
        assertEquals("  seat 1  0.0000 0.5019 0.0000 0.0318 0.0000 0.4663", lines.get(5));
        assertEquals("  the equilibrium  +0.2294 (61.5%)", lines.get(7));
        assertEquals("  a best response  +0.5958 (79.8%), the most any bot can expect", lines.get(8));
    }

    @Test
    void theZeroCardGameHasAnotherEquilibrium() {
        List<String> lines = solve(0, "sumo", "--options", "{\"zeroCard\": true}");
        assertTrue(lines.get(0).startsWith("sumo, options {zeroCard=true}: 24,195 positions solved in "), lines.get(0));
        assertEquals("  seat 0  0.3059 0.0000 0.2942 0.0441 0.0000 0.3120 0.0437", lines.get(4));
        assertEquals("  a best response  +0.3784 (68.9%), the most any bot can expect", lines.get(8));
    }

    @Test
    void onlySumoCanBeSolved() {
        assertTrue(solve(Command.USAGE, "sumo", "--options", "{\"zeroCards\": true}").get(0).startsWith("tabula solve: unknown option 'zeroCards' for sumo"));
        assertTrue(solve(Command.USAGE, "sumo", "--options", "{\"hand\": [1,2,3,4,5,6,7,8,9,10,11,12,13,14]}").get(0)
                .startsWith("tabula solve: the Sumo solver solves games of at most 2,000,000 positions"));
    }

    @Test
    void optionsThatAreNoJsonObjectAreRefusedInASentence() {
        assertEquals("tabula solve: --options is not valid JSON: it ends too early (line 1, column 2)",
                solve(Command.USAGE, "sumo", "--options", "{").get(0));
        assertEquals("tabula solve: --options must be a JSON object such as '{\"zeroCard\": true}'",
                solve(Command.USAGE, "sumo", "--options", "[1]").get(0));
    }
}
