package org.tabula.firmware.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.rules.Game;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.ThinkingTime;
import org.tabula.rules.bots.Bots;

class TournamentTest {
    private static final Game SUMO = ConsoleGames.named("sumo").kind().create(2, ConsoleGames.named("sumo").kind().parseOptions(Map.of()));
    private static final MoveBudget ONE_ITERATION = MoveBudget.parse("1");

    @Test
    void wilsonIntervalsMatchPublishedValues() {
        // Newcombe (1998), table I: 81/263 gives 0.2553 to 0.3662; 15/148 gives 0.0624 to 0.1605.
        WinRate rate = new WinRate(81, 263);
        assertEquals(0.2553, rate.lower(), 1e-4);
        assertEquals(0.3662, rate.upper(), 1e-4);
        WinRate other = new WinRate(15, 148);
        assertEquals(0.0624, other.lower(), 1e-4);
        assertEquals(0.1605, other.upper(), 1e-4);
        // At the edges the interval stays inside [0, 1]: 0 of 10 gives 0 to 0.2775.
        assertEquals(0, new WinRate(0, 10).lower(), 1e-12);
        assertEquals(0.2775, new WinRate(0, 10).upper(), 1e-4);
        assertEquals(1, new WinRate(10, 10).upper(), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> new WinRate(3, 2));
    }

    @Test
    void everyGameHandsOutExactlyOneWinSharedAmongTiedSeats() {
        Entrant random = Entrant.of(Bots.named("random"), ONE_ITERATION);
        Tournament.Result result = new Tournament(SUMO, List.of(random, random)).play(300, 9, done -> { });
        Tournament.Tally tally = result.tallies().get(random);
        assertEquals(600, tally.seats());
        assertEquals(300, tally.wins(), 1e-9, "one win per game, draws split");
        assertTrue(result.drawn() > 0, "random Sumo has draws, so sharing was exercised");
        assertEquals(0.5, tally.winRate().rate(), 1e-12);
    }

    @Test
    void seatsRotateSoEachKindPlaysEachSeatAlike() {
        Entrant rules = Entrant.of(Bots.named("rules"), ONE_ITERATION);
        Entrant random = Entrant.of(Bots.named("random"), ONE_ITERATION);
        Tournament.Result result = new Tournament(SUMO, List.of(rules, random)).play(10, 1, done -> { });
        assertEquals(10, result.tallies().get(rules).seats());
        assertEquals(10, result.tallies().get(random).seats());
        assertEquals(10, result.tallies().get(rules).wins() + result.tallies().get(random).wins(), 1e-9);
    }

    @Test
    void theSameSeedGivesTheSameResults() {
        List<Entrant> lineup = List.of(Entrant.of(Bots.named("ismcts"), MoveBudget.parse("50")), Entrant.of(Bots.named("rules"), ONE_ITERATION));
        Tournament tournament = new Tournament(SUMO, lineup);
        Tournament.Result first = tournament.play(20, 5, done -> { });
        Tournament.Result second = tournament.play(20, 5, done -> { });
        assertEquals(first.tallies().get(lineup.get(0)).wins(), second.tallies().get(lineup.get(0)).wins());
        assertEquals(first.drawn(), second.drawn());
    }

    private record Printed(int status, String out, String err) {
    }

    private static Printed run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = TournamentCommand.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Printed(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theCommandPrintsARowPerKindWithItsInterval() {
        Printed printed = run("sumo", "--bots", "rules,random", "--games", "40", "--seed", "3");
        assertEquals(0, printed.status(), printed.err());
        List<String> lines = printed.out().lines().toList();
        assertEquals("sumo, 2 players, options {}: 40 games, seed 3, budget box, line-up [rules, random] rotated over the seats", lines.get(0));
        assertTrue(lines.get(1).startsWith("bot          seats     wins  win rate"), lines.get(1));
        assertTrue(lines.get(2).matches("rules +40 +\\d+\\.\\d +\\d+\\.\\d% \\[ *\\d+\\.\\d%, +\\d+\\.\\d%\\]  50\\.0% .*"), lines.get(2));
        assertTrue(lines.get(3).startsWith("random          40"), lines.get(3));
        assertTrue(lines.get(4).endsWith("(each of k winners counts 1/k of a win)"), lines.get(4));
    }

    @Test
    void aShortLineUpIsFilledWithItsLastKind() {
        Printed printed = run("sumo", "--bots", "sumo-exact", "--games", "4");
        assertEquals(0, printed.status(), printed.err());
        assertTrue(printed.out().contains("line-up [sumo-exact, sumo-exact]"), printed.out());
        assertTrue(printed.out().contains("sumo-exact       8      4.0     50.0%"), printed.out());
    }

    @Test
    void badCommandLinesAreRefusedWithUsage() {
        assertEquals(Command.USAGE, run("sumo").status());
        assertTrue(run("sumo").err().startsWith("tabula tournament: --bots is required"));
        assertTrue(run("sumo", "--bots", "ismcts,random,rules").err().contains("--bots lists 3 bots for 2 seats"));
        assertTrue(run("sumo", "--bots", "ismcts", "--budget", "fast").err().contains("a budget is box, a number of iterations such as 2000"));
        assertTrue(run("sumo", "--bots", "ismcts@0ms").err().contains("or both such as default/80ms; not '0ms'"));
        assertTrue(run("sumo", "--bots", "alphazero").err().contains("unknown bot 'alphazero'"));
        assertTrue(run("sumo", "--bots", "ismcts", "--rounds", "3").err().contains("unknown flag --rounds"));
        assertTrue(run("chess", "--bots", "ismcts").err().contains("unknown game 'chess'"));
    }

    @Test
    void aTimeBudgetIsAccepted() {
        Printed printed = run("sumo", "--bots", "ismcts,random", "--games", "2", "--budget", "5ms");
        assertEquals(0, printed.status(), printed.err());
        assertTrue(printed.out().contains("budget 5ms"));
    }

    @Test
    void aBudgetIsIterationsATimeOrBothAndTheBoxsByDefault() {
        assertEquals(new MoveBudget("2000", 2000, ThinkingTime.UNLIMITED, false), MoveBudget.parse("2000"));
        assertEquals(Duration.ofMillis(100), MoveBudget.parse("100ms").time().limit());
        assertEquals(Integer.MAX_VALUE, MoveBudget.parse("100ms").iterations());
        MoveBudget capped = MoveBudget.parse("default/80ms");
        assertEquals(Bots.named("ismcts").defaultBudget(SUMO).iterations(), capped.iterations(Bots.named("ismcts"), SUMO));
        assertEquals(Duration.ofMillis(80), capped.time().limit());
        assertEquals(ThinkingTime.BOX, MoveBudget.parse("box").time());
        assertTrue(MoveBudget.parse("default").time().isUnlimited());
        MoveBudget cpu = MoveBudget.parse("default/75ms-cpu");
        assertTrue(cpu.cpuTime());
        assertEquals(Duration.ofMillis(75), cpu.time().limit());
        assertFalse(capped.cpuTime());
        for (String bad : new String[] {"0", "-3", "0ms", "fast", "100/", "100/80", "default/ms", "5ms-cpu-cpu", "ms-cpu"}) {
            assertThrows(IllegalArgumentException.class, () -> MoveBudget.parse(bad), bad);
        }
    }

    @Test
    void entrantsOfOneKindWithTheirOwnBudgetsAreTalliedApart() {
        Printed printed = run("sumo", "--bots", "ismcts@20,ismcts@default/5ms", "--games", "4");
        assertEquals(0, printed.status(), printed.err());
        List<String> lines = printed.out().lines().toList();
        assertTrue(lines.get(0).contains("budget box, line-up [ismcts@20, ismcts@default/5ms]"), lines.get(0));
        assertTrue(lines.get(2).matches("ismcts@20 +4 .* +20\\s*"), lines.get(2));
        assertTrue(lines.get(3).matches("ismcts@default/5ms +4 .*"), lines.get(3));
    }
}
