package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.junit.jupiter.api.Test;

class BenchConsoleCommandTest {
    @Test
    void everyScriptedEventReachesTheDriversAndGamesGetPlayedToTheEnd() throws Exception {
        BenchConsoleCommand.Figures figures = BenchConsoleCommand.measure(400, java.util.Optional.empty());
        assertEquals(400, figures.latencies().length);
        assertTrue(Arrays.stream(figures.latencies()).allMatch(nanos -> nanos > 0));
        assertTrue(figures.games() >= 5, "games played: " + figures.games());
    }
}
