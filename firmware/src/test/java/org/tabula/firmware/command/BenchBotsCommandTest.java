package org.tabula.firmware.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.firmware.play.BotRunner;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.rules.Game;

class BenchBotsCommandTest {
    @Test
    void timesEveryBotMoveOfTheColdGameAndOfTheWarmGamesAlone() throws Exception {
        Game spartacus = ConsoleGames.named("spartacus").kind().create(5, ConsoleGames.named("spartacus").kind().parseOptions(Map.of()));
        int[] played = {0};
        BenchBotsCommand.Figures figures = BenchBotsCommand.measure(spartacus, false, 1, 1, 6, 3, games -> played[0] = games);
        assertEquals(3, played[0], "the cold game, one to warm up, one timed warm");
        for (BenchBotsCommand.Phase phase : new BenchBotsCommand.Phase[] {figures.cold(), figures.warm()}) {
            assertEquals(1, phase.games());
            assertEquals(6, phase.moves(), "--moves ends each game early");
            assertEquals(6, phase.thoughts().size(), "the runner told of each move");
            assertTrue(phase.waits().stream().allMatch(nanos -> nanos > 0));
            for (BotRunner.Thought thought : phase.thoughts()) {
                assertEquals(15_000, thought.budgetIterations(), "the box's budget for Spartacus");
                assertTrue(thought.iterations() <= 15_000);
            }
        }
    }

    @Test
    void timesEachSeatsHintAlone() throws Exception {
        Game sumo = ConsoleGames.named("sumo").kind().create(2, ConsoleGames.named("sumo").kind().parseOptions(Map.of()));
        BenchBotsCommand.Figures figures = BenchBotsCommand.measure(sumo, true, 0, 1, 100, 3, games -> { });
        assertEquals(12, figures.cold().moves(), "both seats' hints, six rounds, each timed alone");
        assertTrue(figures.madeNanos() > 0, "the game solved first");
        for (BotRunner.Thought thought : figures.warm().thoughts()) {
            assertEquals(1, thought.budgetIterations(), "Sumo's hint is a look-up in its solution");
        }
    }
}
