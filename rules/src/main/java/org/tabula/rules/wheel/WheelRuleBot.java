package org.tabula.rules.wheel;

import java.util.List;

import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.InformationSet;
import org.tabula.rules.Lookahead;
import org.tabula.rules.SeededRandom;

/**
 * Wheel of History by rule of thumb: the take that leaves it furthest ahead of the best other
 * seat at once (a colour completed for its holders, a value completed against them); among
 * equal takes, it keeps the card rather than throwing it away, then prefers the colour it holds
 * most of, then the higher card.
 */
final class WheelRuleBot implements Bot {
    @Override
    public int chooseMove(InformationSet info, Budget budget, SeededRandom rng) {
        int[] legal = Bot.movesToChooseFrom(info);
        WheelView view = (WheelView) info.view();
        List<WheelCard> mine = view.holdings().get(info.seat());
        double[] value = Lookahead.margins(info, legal, 1, rng);
        for (int i = 0; i < legal.length; i++) {
            WheelMove move = (WheelMove) info.move(legal[i]);
            boolean throwAway = move.throwAway();
            WheelCard card = view.circle().get(move.steps() - 1);
            long sameColour = mine.stream().filter(held -> held.colour() == card.colour()).count();
            // Scores are whole points: the tie-breaks stay below one point.
            value[i] += (throwAway ? 0 : 0.5) + 0.06 * sameColour + 0.01 * card.value();
        }
        return legal[Lookahead.best(value, rng)];
    }
}
