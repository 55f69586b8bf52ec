package org.tabula.rules.bots;

import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.InformationSet;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.sumo.SumoView;

/**
 * Plays Sumo perfectly: draws its card from the equilibrium strategy of the position (both
 * hands and the piece, all public), so no opponent can expect more than the game's value
 * against it. The whole game is solved when the bot is made; moves are then look-ups.
 */
final class SumoExactBot implements Bot {
    static final BotKind KIND = new BotKind("sumo-exact",
            "Sumo only: the game solved exactly, playing its equilibrium strategy",
            game -> SumoSolver.whyUnsolvable("sumo-exact", game), game -> 1, SumoExactBot::new);

    private final SumoSolver solver;

    private SumoExactBot(Game game) {
        this.solver = SumoSolver.forGame(game);
        SumoView start = (SumoView) game.start(0).view(GameState.TABLE);
        solver.solve(start.hands().get(0), start.hands().get(1), start.position());
    }

    @Override
    public int chooseMove(InformationSet info, Budget budget, SeededRandom rng) {
        return Bot.movesToChooseFrom(info)[rng.nextIndex(strategy(info))];
    }

    /** The probability of each of the seat's legal moves (its distinct cards, ascending). */
    double[] strategy(InformationSet info) {
        SumoView view = (SumoView) info.view();
        MatrixGame.Solution solution = solver.solve(view.hands().get(0), view.hands().get(1), view.position());
        return info.seat() == 0 ? solution.rowStrategy() : solution.columnStrategy();
    }
}
