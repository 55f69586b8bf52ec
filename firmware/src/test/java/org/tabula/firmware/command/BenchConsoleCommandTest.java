package org.tabula.firmware.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.tabula.firmware.play.ConsoleGames;

class BenchConsoleCommandTest {
    @ParameterizedTest
    @CsvSource({"sumo, 400, 5", "senator, 600, 3"})
    void everyScriptedEventReachesTheDriversAndGamesGetPlayedToTheEnd(String game, int events, int games) throws Exception {
        BenchConsoleCommand.Figures figures = BenchConsoleCommand.measure(events, java.util.Optional.empty(), ConsoleGames.named(game).kind());
        assertEquals(events, figures.latencies().length);
        assertTrue(Arrays.stream(figures.latencies()).allMatch(nanos -> nanos > 0));
        assertTrue(figures.games() >= games, "games played: " + figures.games());
    }

    @ParameterizedTest
    @CsvSource({"sumo, 400, 5"})
    void theConsolePlaysOnWithFiftyClientsOnTheLivePage(String game, int events, int games) throws Exception {
        BenchConsoleCommand.Figures figures = BenchConsoleCommand.measure(events, java.util.Optional.empty(), ConsoleGames.named(game).kind(), 50);
        assertEquals(events, figures.latencies().length);
        assertTrue(figures.games() >= games, "games played: " + figures.games());
    }
}
