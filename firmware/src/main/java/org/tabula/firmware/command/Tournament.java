package org.tabula.firmware.command;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;

import org.tabula.firmware.loop.ConsoleClock;
import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.Decision;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.InformationSet;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;
import org.tabula.rules.bots.BotKind;
import org.tabula.rules.bots.Bots;

/**
 * Games between bots with the seats rotated: in game {@code g}, seat {@code s} is played by
 * {@code lineup[(s + g) mod players]}, so over a multiple of {@code players} games every entry
 * of the line-up sits in every seat equally often. Game {@code g} starts from a seed drawn from
 * the tournament's seed, and every bot move from {@link Bots#moveRandom}, so a tournament with
 * iteration budgets alone is repeatable; only the move timings vary. A budget with a time gives
 * each move the deadline the box gives it (seats that choose at once share it, as at the box),
 * and the results then depend on the machine. Moves of the first {@code players} games are not
 * timed: they warm up the JIT, which the console, a long-running service, has long done when a
 * bot moves.
 */
final class Tournament {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    /** A game that has not ended after this many moves is a bug in the rules, not a long game. */
    static final int MAX_MOVES = 1_000_000;

    /** One entrant's results: seats played, wins (draws shared), its move timings and iterations. */
    static final class Tally {
        private int seats;
        private double wins;
        private long timedMoves;
        private long totalNanos;
        private long maxNanos;
        private long maxCpuNanos;
        private long iterations;
        private long searchedMoves;

        int seats() {
            return seats;
        }

        double wins() {
            return wins;
        }

        /** How many of its moves were timed. */
        long timedMoves() {
            return timedMoves;
        }

        WinRate winRate() {
            return new WinRate(wins, seats);
        }

        double meanMillis() {
            return timedMoves == 0 ? 0 : totalNanos / 1e6 / timedMoves;
        }

        double maxMillis() {
            return maxNanos / 1e6;
        }

        /** The most processor time one move took: unlike the clock, not stretched by other processes. */
        double maxCpuMillis() {
            return maxCpuNanos / 1e6;
        }

        /** The iterations of search a timed move with a choice made, on average (0 for a bot that does not search). */
        double meanIterations() {
            return searchedMoves == 0 ? 0 : (double) iterations / searchedMoves;
        }
    }

    /** The tallies by entrant in line-up order, and how many games had more than one winner (a tie, or partners). */
    record Result(Map<Entrant, Tally> tallies, int games, int drawn) {
    }

    private final Game game;
    private final List<Entrant> lineup;

    /** @param lineup one entrant per seat, before rotation */
    Tournament(Game game, List<Entrant> lineup) {
        if (lineup.size() != game.players()) {
            throw new IllegalArgumentException("a line-up needs one bot per seat: " + game.players() + ", not " + lineup.size());
        }
        this.game = game;
        this.lineup = List.copyOf(lineup);
    }

    /** Plays the games; {@code progress} hears the number of games finished after each one. */
    Result play(int games, long seed, IntConsumer progress) {
        Map<BotKind, Bot> bots = new LinkedHashMap<>();
        Map<Entrant, Tally> tallies = new LinkedHashMap<>();
        for (Entrant entrant : lineup) {
            bots.computeIfAbsent(entrant.kind(), kind -> kind.create(game));
            tallies.computeIfAbsent(entrant, e -> new Tally());
        }
        SeededRandom seeds = new SeededRandom(seed);
        int drawn = 0;
        for (int g = 0; g < games; g++) {
            List<Entrant> seated = new ArrayList<>();
            for (int seat = 0; seat < game.players(); seat++) {
                seated.add(lineup.get((seat + g) % game.players()));
            }
            Seats winners = playOne(seeds.nextLong(), seated, bots, tallies, g >= game.players());
            for (int seat = 0; seat < seated.size(); seat++) {
                Tally tally = tallies.get(seated.get(seat));
                tally.seats++;
                if (winners.contains(seat)) {
                    tally.wins += 1.0 / winners.size();
                }
            }
            drawn += winners.size() > 1 ? 1 : 0;
            progress.accept(g + 1);
        }
        return new Result(tallies, games, drawn);
    }

    private Seats playOne(long gameSeed, List<Entrant> seated, Map<BotKind, Bot> bots, Map<Entrant, Tally> tallies, boolean timed) {
        GameState state = game.start(gameSeed);
        int made = 0;
        // Seats that choose at once are asked together at the box and share the time from then:
        // when, by each entrant's clock.
        Map<ConsoleClock, Long> asked = new HashMap<>();
        int askedLeft = 0;
        while (!state.isOver()) {
            if (made >= MAX_MOVES) {
                throw new IllegalStateException(game.kind().name() + " game from seed " + gameSeed + " has not ended after " + made + " moves");
            }
            long began = System.nanoTime();
            if (askedLeft == 0) {
                asked.clear();
                for (Entrant entrant : seated) {
                    asked.computeIfAbsent(entrant.budget().clock(), ConsoleClock::nanos);
                }
                askedLeft = state.toMove().size();
            }
            int seat = state.toMove().first();
            Entrant entrant = seated.get(seat);
            MoveBudget moveBudget = entrant.budget();
            Budget budget = Budget.iterations(moveBudget.iterations(entrant.kind(), game))
                    .withDeadline(moveBudget.time().deadline(moveBudget.clock(), asked.get(moveBudget.clock()), askedLeft--));
            long cpuBegan = CPU.getCurrentThreadCpuTime();
            Decision decision = bots.get(entrant.kind()).decide(InformationSet.of(state, seat), budget, Bots.moveRandom(gameSeed, made));
            long cpuNanos = CPU.getCurrentThreadCpuTime() - cpuBegan;
            long nanos = System.nanoTime() - began;
            if (timed) {
                Tally tally = tallies.get(entrant);
                tally.timedMoves++;
                tally.totalNanos += nanos;
                tally.maxNanos = Math.max(tally.maxNanos, nanos);
                tally.maxCpuNanos = Math.max(tally.maxCpuNanos, cpuNanos);
                tally.iterations += decision.iterations();
                tally.searchedMoves += decision.iterations() > 0 ? 1 : 0;
            }
            state.apply(seat, decision.move());
            made++;
        }
        return state.winners();
    }
}
