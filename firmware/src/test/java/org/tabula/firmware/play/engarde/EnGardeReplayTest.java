package org.tabula.firmware.play.engarde;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.Test;
import org.tabula.firmware.command.ReplayCommand;
import org.tabula.firmware.json.Json;

/** En Garde's example scripts replay with {@code tabula replay} to the results the rule book and the manual give. */
class EnGardeReplayTest {
    private static JsonNode replayExample(String name) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        // Tests run in firmware/; the examples live at the repository root.
        int status = ReplayCommand.run(new String[] {Path.of("..", "examples", name).toString()}, new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        return Json.read(out.toString(StandardCharsets.UTF_8));
    }

    /** Ferti's first example: the advance-and-attack, the retreat from it, and the second one that can be neither parried nor escaped. */
    @Test
    void fertiExampleOneEndsInAHitOnSquare20() throws Exception {
        JsonNode result = replayExample("engarde-ferti-example.json");
        assertEquals("[0]", result.get("winners").toString());
        JsonNode state = result.get("state");
        assertEquals("[17,20]", state.get("positions").toString());
        assertEquals("hit", state.get("lastBout").get("end").asText());
    }

    /** The manual's bout at a table deal (examples/sim/engarde-table-deal.txt makes these moves at the box). */
    @Test
    void theManualsTableDealBoutEndsWithTheHitOf44() throws Exception {
        JsonNode result = replayExample("engarde-table-deal.json");
        assertEquals("[1,0]", result.get("scores").toString());
        JsonNode state = result.get("state");
        assertEquals("[11,15]", state.get("positions").toString());
        assertEquals("[1,1,0,2,5]", state.get("played").toString());
    }
}
