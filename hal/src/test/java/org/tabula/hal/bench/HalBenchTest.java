package org.tabula.hal.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.tabula.hal.bus.BusException;

class HalBenchTest {
    @Test
    void everyTypicalChangeSendsAtMostAQuarterOfAFullFrame() throws BusException {
        List<HalBench.ScreenResult> results = HalBench.screen(42);
        // Full frame: 8 pages x (command message 5 bytes + data message 2 + 128).
        assertEquals(8 * (5 + 2 + 128), results.get(0).bytes());
        assertEquals(1 + HalBench.TYPICAL.size(), results.size());
        for (HalBench.ScreenResult result : results.subList(1, results.size())) {
            assertTrue(result.fractionOfFullFrame() <= 0.25, result.toString());
        }
        assertEquals(5 + 2 + 6, results.get(1).bytes(), "one digit: one page command and six data bytes");
    }
}
