package org.tabula.firmware;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;

import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameState;
import org.tabula.rules.bots.MatrixGame;
import org.tabula.rules.bots.SumoSolver;
import org.tabula.rules.sumo.Sumo;
import org.tabula.rules.sumo.SumoView;

/**
 * {@code tabula solve sumo [--options JSON]}: solves Sumo exactly and prints the game's value
 * and both seats' equilibrium strategies for the first round.
 */
final class SolveCommand {
    static final String USAGE = "usage: tabula solve sumo [--options JSON]";

    private SolveCommand() {
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        GameArguments arguments;
        try {
            arguments = GameArguments.parse(args, Set.of());
            if (!arguments.game().kind().equals(Sumo.KIND)) {
                throw new IllegalArgumentException("only sumo can be solved exactly; the other games have hidden cards and too many positions");
            }
        } catch (IllegalArgumentException | GameConfigException e) {
            err.println("tabula solve: " + e.getMessage() + "\n" + USAGE);
            return Command.USAGE;
        }
        SumoView start = (SumoView) arguments.game().start(0).view(GameState.TABLE);
        SumoSolver solver;
        try {
            solver = SumoSolver.forGame(arguments.game());
        } catch (IllegalArgumentException e) {
            err.println("tabula solve: " + e.getMessage());
            return Command.USAGE;
        }
        long began = System.nanoTime();
        MatrixGame.Solution root = solver.solve(start.hands().get(0), start.hands().get(1), start.position());
        double seconds = (System.nanoTime() - began) / 1e9;
        List<Integer> cards = start.hands().get(0).stream().distinct().toList();
        out.printf("sumo, options %s: %,d positions solved in %.2f s%n", arguments.game().options(), solver.solvedPositions(), seconds);
        out.printf("value to seat 0 (East): %+.6f   (+1 win, -1 loss, 0 draw; seat 1's value is its negative)%n", root.value());
        out.println("first-round equilibrium, probability of each card:");
        out.println("  card   " + row(cards, card -> String.format("%7d", card)));
        out.println("  seat 0 " + row(cards, card -> String.format("%7.4f", root.rowStrategy()[cards.indexOf(card)])));
        out.println("  seat 1 " + row(cards, card -> String.format("%7.4f", root.columnStrategy()[cards.indexOf(card)])));
        double equilibrium = solver.expectedScore(start.hands().get(0), start.hands().get(1), start.position(),
                solver.equilibrium(), SumoSolver.UNIFORM);
        double best = solver.expectedScore(start.hands().get(0), start.hands().get(1), start.position(), null, SumoSolver.UNIFORM);
        out.printf("against uniformly random play, expected score (win share, a draw counting half):%n");
        out.printf("  the equilibrium  %+.4f (%.1f%%)%n", equilibrium, 50 * (1 + equilibrium));
        out.printf("  a best response  %+.4f (%.1f%%), the most any bot can expect%n", best, 50 * (1 + best));
        return 0;
    }

    private static String row(List<Integer> cards, java.util.function.Function<Integer, String> cell) {
        StringBuilder line = new StringBuilder();
        cards.forEach(card -> line.append(cell.apply(card)));
        return line.toString();
    }
}
