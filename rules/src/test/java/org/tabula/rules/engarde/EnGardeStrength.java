package org.tabula.rules.engarde;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.LinkedHashMap;
import java.util.Map;

import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.InformationSet;
import org.tabula.rules.bots.BotKind;
import org.tabula.rules.bots.Bots;

/**
 * Measures a bot against another over whole matches, seats alternating, as the firmware's
 * {@code tabula tournament} does for the box's games (En Garde is not at the box yet): the
 * first bot's wins with a 95% Wilson interval, a drawn match half a win, and its slowest move's
 * processor time. Not a test: run by hand (docs/bots.md gives the command).
 *
 * <pre>
 * java -cp rules/target/classes:rules/target/test-classes org.tabula.rules.engarde.EnGardeStrength BOT OTHER MATCHES [SEED [ITERATIONS|- [OPTIONS]]]
 *   e.g. ismcts rules 100 1000 3000 level=2,parryBySum=true
 * </pre>
 */
public final class EnGardeStrength {
    private EnGardeStrength() {
    }

    public static void main(String[] args) {
        BotKind first = Bots.named(args[0]);
        BotKind second = Bots.named(args[1]);
        int matches = Integer.parseInt(args[2]);
        long seed = args.length > 3 ? Long.parseLong(args[3]) : 1;
        Game game = EnGarde.KIND.create(2, EnGarde.KIND.parseOptions(options(args.length > 5 ? args[5] : "")));
        Budget budget = args.length > 4 && !args[4].equals("-") ? Budget.iterations(Integer.parseInt(args[4])) : first.defaultBudget(game);
        Budget secondBudget = second.defaultBudget(game);
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        double wins = 0;
        long slowest = 0;
        long moves = 0;
        long totalNanos = 0;
        for (int m = 0; m < matches; m++) {
            int seatOfFirst = m % 2;
            Bot[] bots = new Bot[2];
            bots[seatOfFirst] = first.create(game);
            bots[1 - seatOfFirst] = second.create(game);
            GameState state = game.start(seed + m);
            int made = 0;
            while (!state.isOver()) {
                int seat = state.toMove().first();
                long before = cpu.getCurrentThreadCpuTime();
                int move = bots[seat].chooseMove(InformationSet.of(state, seat), seat == seatOfFirst ? budget : secondBudget,
                        Bots.moveRandom(seed + m, made));
                long spent = cpu.getCurrentThreadCpuTime() - before;
                if (seat == seatOfFirst) {
                    slowest = Math.max(slowest, spent);
                    totalNanos += spent;
                    moves++;
                }
                state.apply(seat, move);
                made++;
            }
            int[] score = state.scores();
            wins += score[seatOfFirst] > score[1 - seatOfFirst] ? 1 : score[seatOfFirst] == score[1 - seatOfFirst] ? 0.5 : 0;
            if ((m + 1) % 10 == 0) {
                System.out.printf("after %d matches: %.1f wins%n", m + 1, wins);
            }
        }
        double p = wins / matches;
        double z = 1.96;
        double centre = (p + z * z / (2 * matches)) / (1 + z * z / matches);
        double half = z * Math.sqrt(p * (1 - p) / matches + z * z / (4.0 * matches * matches)) / (1 + z * z / matches);
        System.out.printf("%s v %s, %d matches: %.1f%% (95%% interval %.1f-%.1f%%), %.2f ms a move, slowest %.1f ms cpu%n",
                first.name(), second.name(), matches, 100 * p, 100 * (centre - half), 100 * (centre + half),
                moves == 0 ? 0 : totalNanos / 1e6 / moves, slowest / 1e6);
    }

    private static Map<String, Object> options(String text) {
        Map<String, Object> options = new LinkedHashMap<>();
        for (String pair : text.split(",")) {
            if (pair.isBlank()) {
                continue;
            }
            String[] kv = pair.split("=");
            options.put(kv[0], kv[1].equals("true") || kv[1].equals("false") ? (Object) Boolean.valueOf(kv[1]) : (Object) Integer.valueOf(kv[1]));
        }
        return options;
    }
}
