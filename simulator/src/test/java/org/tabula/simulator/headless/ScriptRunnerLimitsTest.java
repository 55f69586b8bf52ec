package org.tabula.simulator.headless;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

import org.tabula.firmware.cards.CardRegistry;
import org.tabula.simulator.SimConfig;

/** A line of a simulator script takes bounded time: two billion presses or a year's wait are refused, not run. */
class ScriptRunnerLimitsTest {
    private static String refusal(String line) {
        ScriptRunner runner = new ScriptRunner(new HeadlessBox(SimConfig.REFERENCE_BOX, CardRegistry.inMemory(), 1),
                new PrintStream(new ByteArrayOutputStream()), Path.of("."));
        return assertThrows(ScriptRunner.ScriptException.class, () -> runner.run(new StringReader(line))).getMessage();
    }

    @Test
    void pressesAndWaitsHaveLimits() {
        assertEquals("line 1: '2000000000' is not a whole number from 0 to 1000 presses", refusal("press OK 2000000000"));
        assertEquals("line 1: '60001' is not a whole number from 0 to 60000 ms", refusal("wait 60001"));
        assertEquals("line 1: '-1' is not a whole number from 0 to 2147483647", refusal("tap -1 roman:R6"));
    }
}
