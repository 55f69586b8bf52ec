package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** {@code tabula replay} plays a game registered by one service line (the test fixture Count to five) like the box's own. */
class SixthGameReplayTest {
    @Test
    void aScriptOfTheFixtureGameReplaysToItsWinner() {
        ReplayCommandTest.Run run = ReplayCommandTest.replay("{\"game\": \"counting\", \"moves\": [\"0:2\", \"1:2\", \"0:1\"]}");
        assertEquals(0, run.status(), run.stderr());
        assertEquals("{\"ok\":true,\"over\":true,\"scores\":[1,0],\"winners\":[0],\"toMove\":[],"
                + "\"state\":{\"count\":5,\"toMove\":-1,\"winner\":0}}", run.stdout().strip());
    }

    @Test
    void aMovePastFiveIsRefusedWithTheFixturesReason() {
        ReplayCommandTest.Run run = ReplayCommandTest.replay("{\"game\": \"counting\", \"moves\": [\"0:2\", \"1:2\", \"0:2\"]}");
        assertEquals("The count is 4: adding 2 passes five", run.json().path("error").asText(), run.stdout());
    }
}
