package org.tabula.rules.senator;

import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.InformationSet;
import org.tabula.rules.Lookahead;
import org.tabula.rules.SeededRandom;

/**
 * Senator by rule of thumb: the push that leaves its Senate total furthest ahead of the best
 * other seat's at once (in the hidden game, averaged over samples of the face-down cards); ties,
 * and the banner's square, at random.
 */
final class SenatorRuleBot implements Bot {
    /** Samples of the face-down cards per move in the hidden game. */
    static final int HIDDEN_SAMPLES = 4;

    @Override
    public int chooseMove(InformationSet info, Budget budget, SeededRandom rng) {
        int[] legal = Bot.movesToChooseFrom(info);
        int samples = ((SenatorView) info.view()).faceDown() ? HIDDEN_SAMPLES : 1;
        return legal[Lookahead.best(Lookahead.margins(info, legal, samples, rng), rng)];
    }
}
