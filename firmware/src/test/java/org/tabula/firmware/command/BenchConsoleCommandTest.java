package org.tabula.firmware.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

import org.tabula.firmware.play.ConsoleGames;
import org.tabula.rules.GameKind;

class BenchConsoleCommandTest {
    static Stream<GameKind> games() {
        return ConsoleGames.kinds().stream();
    }

    /**
     * Every registered game, by taps and by buttons: every event makes its frame, and whole games
     * get played (a Spite and Malice game takes the script some 2,500 events).
     */
    @ParameterizedTest
    @MethodSource("games")
    void everyScriptedEventReachesTheDriversAndGamesGetPlayedToTheEnd(GameKind game) throws Exception {
        int events = 4_000;
        BenchConsoleCommand.Figures figures = BenchConsoleCommand.measure(events, java.util.Optional.empty(), game);
        assertEquals(events, figures.latencies().length);
        assertTrue(Arrays.stream(figures.latencies()).allMatch(nanos -> nanos > 0));
        assertTrue(figures.games() >= 1, "games played: " + figures.games());
    }

    @ParameterizedTest
    @CsvSource({"sumo, 400, 5"})
    void theConsolePlaysOnWithFiftyClientsOnTheLivePage(String game, int events, int games) throws Exception {
        BenchConsoleCommand.Figures figures = BenchConsoleCommand.measure(events, java.util.Optional.empty(), ConsoleGames.named(game).kind(), 50);
        assertEquals(events, figures.latencies().length);
        assertTrue(figures.games() >= games, "games played: " + figures.games());
    }
}
