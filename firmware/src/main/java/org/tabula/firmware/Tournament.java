package org.tabula.firmware;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.InformationSet;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;
import org.tabula.rules.bots.BotKind;
import org.tabula.rules.bots.Bots;

/**
 * Games between bot kinds with the seats rotated: in game {@code g}, seat {@code s} is played by
 * {@code lineup[(s + g) mod players]}, so over a multiple of {@code players} games every entry
 * of the line-up sits in every seat equally often. Game {@code g} starts from a seed drawn from
 * the tournament's seed, and every bot move from {@link Bots#moveRandom}, so a tournament with
 * iteration budgets is repeatable; only the move timings vary. Moves of the first
 * {@code players} games are not timed: they warm up the JIT, which the console, a long-running
 * service, has long done when a bot moves.
 */
final class Tournament {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    /** A game that has not ended after this many moves is a bug in the rules, not a long game. */
    static final int MAX_MOVES = 1_000_000;

    /** One bot kind's results: seats played, wins (draws shared), and its move timings. */
    static final class Tally {
        private int seats;
        private double wins;
        private long timedMoves;
        private long totalNanos;
        private long maxNanos;
        private long maxCpuNanos;

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
    }

    /** The tallies by bot kind in line-up order, and how many games had more than one winner (a tie, or partners). */
    record Result(Map<BotKind, Tally> tallies, int games, int drawn) {
    }

    private final Game game;
    private final List<BotKind> lineup;
    private final Function<BotKind, Budget> budget;

    /**
     * @param lineup one bot kind per seat, before rotation
     * @param budget each kind's budget per move
     */
    Tournament(Game game, List<BotKind> lineup, Function<BotKind, Budget> budget) {
        if (lineup.size() != game.players()) {
            throw new IllegalArgumentException("a line-up needs one bot per seat: " + game.players() + ", not " + lineup.size());
        }
        this.game = game;
        this.lineup = List.copyOf(lineup);
        this.budget = budget;
    }

    /** Plays the games; {@code progress} hears the number of games finished after each one. */
    Result play(int games, long seed, java.util.function.IntConsumer progress) {
        Map<BotKind, Bot> bots = new LinkedHashMap<>();
        Map<BotKind, Tally> tallies = new LinkedHashMap<>();
        for (BotKind kind : lineup) {
            bots.computeIfAbsent(kind, k -> k.create(game));
            tallies.computeIfAbsent(kind, k -> new Tally());
        }
        SeededRandom seeds = new SeededRandom(seed);
        int drawn = 0;
        for (int g = 0; g < games; g++) {
            List<BotKind> seated = new ArrayList<>();
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

    private Seats playOne(long gameSeed, List<BotKind> seated, Map<BotKind, Bot> bots, Map<BotKind, Tally> tallies, boolean timed) {
        GameState state = game.start(gameSeed);
        int made = 0;
        while (!state.isOver()) {
            if (made >= MAX_MOVES) {
                throw new IllegalStateException(game.kind().name() + " game from seed " + gameSeed + " has not ended after " + made + " moves");
            }
            int seat = state.toMove().first();
            BotKind kind = seated.get(seat);
            long began = System.nanoTime();
            long cpuBegan = CPU.getCurrentThreadCpuTime();
            int move = bots.get(kind).chooseMove(InformationSet.of(state, seat), budget.apply(kind), Bots.moveRandom(gameSeed, made));
            long cpuNanos = CPU.getCurrentThreadCpuTime() - cpuBegan;
            long nanos = System.nanoTime() - began;
            if (timed) {
                Tally tally = tallies.get(kind);
                tally.timedMoves++;
                tally.totalNanos += nanos;
                tally.maxNanos = Math.max(tally.maxNanos, nanos);
                tally.maxCpuNanos = Math.max(tally.maxCpuNanos, cpuNanos);
            }
            state.apply(seat, move);
            made++;
        }
        return state.winners();
    }
}
