package org.tabula.rules.sumo;

import java.util.List;

import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.InformationSet;
import org.tabula.rules.SeededRandom;

/**
 * A Sumo player by rule of thumb: the card whose push gains most on average against each card
 * the opponent still holds, a push out of the ring counting as a whole ring's width; on a tie,
 * the lowest card, keeping the high ones for later.
 */
public final class SumoRuleBot implements Bot {
    @Override
    public int chooseMove(InformationSet info, Budget budget, SeededRandom rng) {
        SumoView view = (SumoView) info.view();
        int me = info.seat();
        return card(me, Bot.movesToChooseFrom(info), view.hands().get(1 - me), view.position(), view.reach());
    }

    /**
     * The card {@code me} plays from its distinct cards {@code mine} (ascending) against the cards
     * {@code theirs}: public for the bots that model an opponent playing by this rule of thumb.
     */
    public static int card(int me, int[] mine, List<Integer> theirs, int position, int reach) {
        int best = mine[0];
        double bestGain = Double.NEGATIVE_INFINITY;
        for (int card : mine) {
            double gain = 0;
            for (int their : theirs) {
                gain += gain(me, card, their, position, reach);
            }
            if (gain > bestGain) {
                best = card;
                bestGain = gain;
            }
        }
        return best;
    }

    /** Squares the piece moves toward the opponent's edge when {@code mine} meets {@code theirs}. */
    private static double gain(int me, int mine, int theirs, int position, int reach) {
        if (mine == theirs) {
            return 0;
        }
        int loser = Math.min(mine, theirs);
        int push = (Math.max(mine, theirs) - loser) * loser;
        int toward = mine > theirs ? push : -push;
        // Distance from the piece to the edge it is pushed toward (the opponent's, if toward > 0).
        int mySide = me == 0 ? -1 : 1;
        int room = toward > 0 ? reach + mySide * position : reach - mySide * position;
        return push > room ? Math.signum(toward) * (2 * reach + 1) : toward;
    }
}
