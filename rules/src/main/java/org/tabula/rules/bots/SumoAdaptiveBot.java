package org.tabula.rules.bots;

import java.util.Arrays;
import java.util.List;

import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.Game;
import org.tabula.rules.GameState;
import org.tabula.rules.InformationSet;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.sumo.SumoRuleBot;
import org.tabula.rules.sumo.SumoView;

/**
 * Sumo played to beat the opponent at the table, not only to hold its own. It keeps three models
 * of how the opponent may play - the equilibrium, uniformly at random, and by the rule of thumb
 * of the rule-based bot (the best average push), a common way to play - and weighs them by how
 * well each foretold the cards the opponent has revealed (Bayes' rule, each model allowing a
 * small chance of any card so one surprise does not rule it out). While the equilibrium model
 * is believed at least as much as the others together, it plays the equilibrium, which nothing
 * can exploit; otherwise it plays the best response to the believed mix of models for the rest
 * of the game (solved exactly, by backward induction). It sees only what its seat sees: the
 * hands left and the cards of past rounds.
 */
final class SumoAdaptiveBot implements Bot {
    static final BotKind KIND = new BotKind("sumo-adaptive",
            "Sumo only: learns from the opponent's revealed cards how it plays, and answers that",
            game -> SumoSolver.whyUnsolvable("sumo-adaptive", game), game -> 1, SumoAdaptiveBot::new);

    /** The chance each model gives, besides its own, to any card alike. */
    static final double SURPRISE = 0.05;
    /** Prior beliefs: equilibrium, random, rule of thumb. */
    private static final double[] PRIOR = {0.5, 0.25, 0.25};

    private final Game game;
    private final SumoSolver solver;
    private final SumoSolver.Policy[] models;
    /** Each seat's first card, the answer to the prior: the same every game, so worked out once, when the bot is made. */
    private final int[] openings = new int[2];

    private SumoAdaptiveBot(Game game) {
        this.game = game;
        this.solver = SumoSolver.forGame(game);
        SumoView start = (SumoView) game.start(0).view(GameState.TABLE);
        this.models = new SumoSolver.Policy[] {solver.equilibrium(), SumoSolver.UNIFORM, ruleOfThumb(start.reach())};
        for (int seat = 0; seat < 2; seat++) {
            openings[seat] = solver.bestResponse(seat, start.hands().get(0), start.hands().get(1), start.position(), mixture(PRIOR));
        }
    }

    @Override
    public int chooseMove(InformationSet info, Budget budget, SeededRandom rng) {
        SumoView view = (SumoView) info.view();
        if (view.played().isEmpty()) {
            return openings[info.seat()];
        }
        double[] belief = belief(view, info.seat());
        List<Integer> east = view.hands().get(0);
        List<Integer> west = view.hands().get(1);
        if (belief[0] > PRIOR[0]) {
            // The opponent plays like the equilibrium: so does the bot, and nothing can exploit it.
            return Bot.movesToChooseFrom(info)[rng.nextIndex(models[0].strategy(info.seat(), east, west, view.position()))];
        }
        return solver.bestResponse(info.seat(), east, west, view.position(), mixture(belief));
    }

    /** The rule bot's rule of thumb as a policy (all its weight on one card). */
    static SumoSolver.Policy ruleOfThumb(int reach) {
        return (seat, east, west, position) -> {
            int[] mine = SumoSolver.distinct(seat == 0 ? east : west);
            int card = SumoRuleBot.card(seat, mine, seat == 0 ? west : east, position, reach);
            double[] strategy = new double[mine.length];
            strategy[Arrays.binarySearch(mine, card)] = 1;
            return strategy;
        };
    }

    /** The opponent as the believed mix of the models, each allowing its small chance of surprise. */
    private SumoSolver.Policy mixture(double[] belief) {
        return (seat, east, west, position) -> {
            double[] mixed = null;
            for (int m = 0; m < models.length; m++) {
                double[] strategy = models[m].strategy(seat, east, west, position);
                mixed = mixed == null ? new double[strategy.length] : mixed;
                for (int i = 0; i < strategy.length; i++) {
                    mixed[i] += belief[m] * ((1 - SURPRISE) * strategy[i] + SURPRISE / strategy.length);
                }
            }
            return mixed;
        };
    }

    /**
     * How much the bot believes each model (equilibrium, random, rule of thumb) describes the
     * opponent, after the rounds played so far: the game replayed from its start through the real
     * rules, each model's chance of each revealed card multiplied in.
     */
    double[] belief(SumoView view, int me) {
        int opponent = 1 - me;
        double[] belief = PRIOR.clone();
        GameState replay = game.start(0);
        for (List<Integer> round : view.played()) {
            SumoView before = (SumoView) replay.view(GameState.TABLE);
            List<Integer> theirCards = before.hands().get(opponent).stream().distinct().toList();
            int index = theirCards.indexOf(round.get(opponent));
            double total = 0;
            for (int m = 0; m < models.length; m++) {
                double[] strategy = models[m].strategy(opponent, before.hands().get(0), before.hands().get(1), before.position());
                belief[m] *= (1 - SURPRISE) * strategy[index] + SURPRISE / strategy.length;
                total += belief[m];
            }
            for (int m = 0; m < models.length; m++) {
                belief[m] /= total;
            }
            replay.apply(0, round.get(0));
            replay.apply(1, round.get(1));
        }
        return belief;
    }
}
