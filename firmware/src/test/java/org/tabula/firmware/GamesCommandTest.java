package org.tabula.firmware;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.tabula.firmware.command.Command;
import org.tabula.firmware.command.GamesCommand;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.rules.EventSink;

class GamesCommandTest {
    private static final String SUMO = "{\"game\":\"sumo\",\"players\":2,\"options\":{},\"seed\":1,\"setup\":null,\"moves\":[\"0:6\",\"1:3\"]}";
    private static final String SERIES = "{\"game\":\"sumo\",\"players\":2,\"options\":{},\"bots\":{\"1\":\"random\"},"
            + "\"series\":{\"goal\":{\"games\":2},\"games\":[{\"seed\":1,\"setup\":null,\"moves\":[\"0:6\",\"1:3\"]},"
            + "{\"seed\":2,\"setup\":null,\"moves\":[\"0:3\",\"1:6\"]}]}}";

    @TempDir
    Path state;

    private record Run(int status, String out, String err) {
    }

    private Run games(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] all = java.util.stream.Stream.concat(java.util.Arrays.stream(args), java.util.stream.Stream.of("--state", state.toString()))
                .toArray(String[]::new);
        int status = GamesCommand.run(all, ZoneOffset.UTC, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @BeforeEach
    void twoFinishedGames() throws Exception {
        for (String script : List.of(SUMO, SERIES)) {
            try (GameLog log = GameLog.open(state.resolve("box"), 64, Clock.fixed(Instant.parse("2026-11-25T21:04:00Z"), ZoneOffset.UTC))) {
                log.load(ConsoleGames.scriptReader().read(script));
                log.finish();
            }
        }
        state = state.resolve("box");
    }

    @Test
    void listShowsEveryGameWithItsDateScoresAndSeats() {
        Run run = games("list");
        assertEquals(0, run.status(), run.err());
        Replay.Outcome series = replay(SERIES);
        String totals = series.series().totals()[0] + " " + series.series().totals()[1];
        assertEquals(List.of(
                "    N  FINISHED          GAME        GAMES  SCORES          WINNERS       SEATS",
                String.format("    1  2026-11-25 21:04  sumo            1  %-14s  %-12s  people, people", scores(replay(SUMO)), winners(replay(SUMO))),
                String.format("    2  2026-11-25 21:04  sumo            2  %-14s  %-12s  people, random", totals, seriesWinners(series))),
                run.out().lines().toList());
        assertEquals(run.out(), games().out(), "list is the default");
    }

    @Test
    void showGivesTheEntryAndTheReplayScript() {
        Run run = games("show", "2");
        assertEquals(0, run.status(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals("game 2: sumo, a series of 2 games, finished 2026-11-25 21:04", lines.get(0));
        assertEquals("seats: East people, West random", lines.get(1), "seats as the game calls them");
        assertEquals(SERIES, lines.get(lines.size() - 1));
    }

    @Test
    void exportWritesReplayScriptsThatReplayToTheSameResult() throws Exception {
        Path file = state.resolveSibling("one.json");
        assertEquals(0, games("export", "1", file.toString()).status());
        assertEquals(SUMO + "\n", Files.readString(file));
        Path folder = state.resolveSibling("all");
        Run all = games("export", "--all", folder.toString());
        assertEquals("exported 2 games to " + folder + "\n", all.out());
        assertEquals(SERIES + "\n", Files.readString(folder.resolve("0002-sumo.json")));
        assertEquals(true, replay(Files.readString(folder.resolve("0002-sumo.json"))).series().isOver());
    }

    @Test
    void aWrongNumberOrCommandLineIsASentence() {
        Run missing = games("show", "7");
        assertEquals(1, missing.status());
        assertEquals("tabula games: there is no game 7 (the archive holds games 1 to 2)\n", missing.err());
        Run word = games("export", "first", "x.json");
        assertEquals("tabula games: 'first' is not a game number (the archive holds games 1 to 2)\n", word.err());
        assertEquals(Command.USAGE, games("show").status());
        assertEquals(Command.USAGE, games("delete", "1").status());
        assertEquals(Command.USAGE, games("list", "--all", "x").status());
    }

    @Test
    void anEmptyOrMissingArchiveIsNoError() {
        state = state.resolveSibling("fresh");
        Run run = games();
        assertEquals(0, run.status());
        assertEquals("no games archived in " + state + " yet\n", run.out());
    }

    private static Replay.Outcome replay(String script) {
        try {
            return Replay.play(ConsoleGames.scriptReader().read(script), EventSink.DISCARD);
        } catch (org.tabula.firmware.script.MalformedScriptException e) {
            throw new AssertionError(e);
        }
    }

    private static String scores(Replay.Outcome outcome) {
        return outcome.state().scores()[0] + " " + outcome.state().scores()[1];
    }

    private static String winners(Replay.Outcome outcome) {
        return names(outcome.state().winners());
    }

    private static String seriesWinners(Replay.Outcome outcome) {
        return names(outcome.series().winners());
    }

    /** Sumo's seats as it calls them: East, West. */
    private static String names(org.tabula.rules.Seats seats) {
        return String.join(" ", java.util.Arrays.stream(seats.toArray()).mapToObj(seat -> List.of("East", "West").get(seat)).toList());
    }
}
