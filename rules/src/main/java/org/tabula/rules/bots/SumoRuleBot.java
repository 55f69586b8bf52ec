package org.tabula.rules.bots;

import java.util.List;

import org.tabula.rules.SeededRandom;
import org.tabula.rules.sumo.SumoView;

/**
 * A Sumo player by rule of thumb: the card whose push gains most on average against each card
 * the opponent still holds, a push out of the ring counting as a whole ring's width; on a tie,
 * the lowest card, keeping the high ones for later.
 */
final class SumoRuleBot implements Bot {
    @Override
    public int chooseMove(InformationSet info, Budget budget, SeededRandom rng) {
        int[] legal = Bot.movesToChooseFrom(info);
        SumoView view = (SumoView) info.view();
        int me = info.seat();
        List<Integer> theirs = view.hands().get(1 - me);
        int best = legal[0];
        double bestGain = Double.NEGATIVE_INFINITY;
        for (int card : legal) {
            double gain = 0;
            for (int their : theirs) {
                gain += gain(me, card, their, view);
            }
            if (gain > bestGain) {
                best = card;
                bestGain = gain;
            }
        }
        return best;
    }

    /** Squares the piece moves toward the opponent's edge when {@code mine} meets {@code theirs}. */
    private static double gain(int me, int mine, int theirs, SumoView view) {
        if (mine == theirs) {
            return 0;
        }
        int loser = Math.min(mine, theirs);
        int push = (Math.max(mine, theirs) - loser) * loser;
        int toward = mine > theirs ? push : -push;
        // Distance from the piece to the edge it is pushed toward (the opponent's, if toward > 0).
        int mySide = me == 0 ? -1 : 1;
        int room = toward > 0 ? view.reach() + mySide * view.position() : view.reach() - mySide * view.position();
        return push > room ? Math.signum(toward) * (2 * view.reach() + 1) : toward;
    }
}
