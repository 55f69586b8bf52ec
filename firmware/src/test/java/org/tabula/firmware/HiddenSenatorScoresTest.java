package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.Test;

/**
 * docs/rules.md, hidden Senator: before the reveal the table's view hides every card and the
 * totals, but {@code tabula replay}'s top-level {@code scores} are the Senate totals of the board
 * as it stands. The script names every card pushed, so they tell its reader nothing new, and the
 * replay output is a public contract that stays as it is.
 */
class HiddenSenatorScoresTest {
    @Test
    void replayScoresAreTheRealTotalsWhileTheViewHidesThem() {
        ReplayCommandTest.Run run = ReplayCommandTest.replayFile("examples/senator-hidden.json");
        assertEquals(0, run.status(), run.stderr());
        JsonNode result = run.json();
        assertEquals(false, result.get("over").asBoolean());
        assertTrue(result.get("state").get("scores").isNull(), "the table's view hides the totals");
        // Senate: blue B10 on 11, B7 on 13, B8 on 21 = 25; red R7 on 23, R6 on 31 = 13.
        assertEquals(List.of(13, 25), List.of(result.get("scores").get(0).asInt(), result.get("scores").get(1).asInt()));
        assertEquals(0, result.get("winners").size(), "no winner before the end");
    }
}
