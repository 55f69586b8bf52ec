package org.tabula.firmware.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.tabula.firmware.loop.ConsoleClock;
import org.tabula.firmware.loop.ManualClock;
import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.Deadline;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.InformationSet;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.bots.Bots;

class BotRunnerTest {
    private static final Game SPARTACUS = ConsoleGames.named("spartacus").kind().create(5,
            ConsoleGames.named("spartacus").kind().parseOptions(Map.of()));
    private static final Bot ISMCTS = Bots.named("ismcts").create(SPARTACUS);
    private static final ThinkingTime TEN_MS = ThinkingTime.of(Duration.ofMillis(10));

    /** A clock that moves on by a millisecond at every reading: time that passes as the bot thinks. */
    private static final class Ticking implements ConsoleClock {
        private long now;

        @Override
        public long nanos() {
            now += TimeUnit.MILLISECONDS.toNanos(1);
            return now;
        }
    }

    private record Asked(int move, List<BotRunner.Thought> thoughts) {
    }

    private static Asked ask(ConsoleClock clock, ThinkingTime time, int iterations) {
        List<BotRunner.Thought> thoughts = new ArrayList<>();
        int[] move = {BotRunner.FAILED};
        new BotRunner(Runnable::run, Runnable::run, clock, time, thoughts::add)
                .think(ISMCTS, Budget.iterations(iterations), SPARTACUS.start(3), 0, new SeededRandom(5), chosen -> move[0] = chosen);
        return new Asked(move[0], thoughts);
    }

    @Test
    void aClockThatStandsStillNeverStopsTheSearchSoTheMoveIsTheIterationBudgets() {
        Asked asked = ask(new ManualClock(0), ThinkingTime.BOX, 300);
        GameState state = SPARTACUS.start(3);
        assertEquals(ISMCTS.chooseMove(InformationSet.of(state, 0), Budget.iterations(300), new SeededRandom(5)), asked.move());
        assertEquals(List.of(new BotRunner.Thought(0, 0, 300, 300)), asked.thoughts());
    }

    @Test
    void theDeadlineStopsTheSearchAndTheLogSaysHowFarItGot() {
        Asked asked = ask(new Ticking(), TEN_MS, 1_000_000);
        BotRunner.Thought thought = asked.thoughts().get(0);
        assertTrue(thought.iterations() >= 1 && thought.iterations() < 20, "iterations: " + thought.iterations());
        assertEquals(1_000_000, thought.budgetIterations());
        assertTrue(thought.nanos() > TimeUnit.MILLISECONDS.toNanos(10), "it took " + thought.nanos() + " ns by the clock");
        assertTrue(Arrays.stream(InformationSet.of(SPARTACUS.start(3), 0).legalMoves()).anyMatch(move -> move == asked.move()), "a legal move");
    }

    /** A hint is thought about as a bot's move is, and the log says it was a hint, not a move the bot made. */
    @Test
    void aHintIsLoggedAsAHint() {
        List<BotRunner.Thought> thoughts = new ArrayList<>();
        int[] move = {BotRunner.FAILED};
        new BotRunner(Runnable::run, Runnable::run, new ManualClock(0), ThinkingTime.BOX, thoughts::add)
                .hint(ISMCTS, Budget.iterations(300), SPARTACUS.start(3), 0, new SeededRandom(5), chosen -> move[0] = chosen);
        assertEquals(List.of(new BotRunner.Thought(0, 0, 300, 300, true)), thoughts);
        assertTrue(thoughts.get(0).logLine().startsWith("tabula: a hint for seat 0 "), thoughts.get(0).logLine());
        assertEquals(ask(new ManualClock(0), ThinkingTime.BOX, 300).move(), move[0], "the same move a bot would make");
    }

    @Test
    void theIterationsStopTheSearchBeforeTheDeadline() {
        assertEquals(50, ask(new Ticking(), ThinkingTime.of(Duration.ofSeconds(60)), 50).thoughts().get(0).iterations());
    }

    @Test
    void withoutAThinkingTimeOnlyTheIterationsCount() {
        assertEquals(400, ask(new Ticking(), ThinkingTime.UNLIMITED, 400).thoughts().get(0).iterations());
    }

    @Test
    void botsAskedTogetherShareTheTimeFromTheAsk() {
        ManualClock clock = new ManualClock(0);
        ThinkingTime hundred = ThinkingTime.of(Duration.ofMillis(100));
        // Two seats asked at 0 on one thread: the first gets half of the 100 ms...
        Deadline first = hundred.deadline(clock, 0, 2);
        clock.advanceMillis(50);
        assertFalse(first.passed());
        clock.advanceMillis(1);
        assertTrue(first.passed());
        // ... and the second, beginning at 51 ms, what is left of it.
        Deadline second = hundred.deadline(clock, 0, 1);
        clock.advanceMillis(49);
        assertFalse(second.passed());
        clock.advanceMillis(1);
        assertTrue(second.passed());
        // One that begins after its time is up stops at the first check (after the one iteration a search always makes).
        clock.advanceMillis(100);
        Deadline late = hundred.deadline(clock, 0, 1);
        clock.advanceMillis(1);
        assertTrue(late.passed());
    }
}
