package org.tabula.rules.spartacus;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.tabula.rules.Bot;
import org.tabula.rules.Budget;
import org.tabula.rules.InformationSet;
import org.tabula.rules.SeededRandom;

/**
 * Spartacus by rule of thumb. Leading, it sheds its highest number card. Following, it takes
 * the trick when it can: with its lowest card that goes under the trick's lowest when the trick
 * is rich (a banner, or 10 points), else with its highest such card, saving the low ones; when it
 * cannot go under, it passes rather than give its banner to another seat's trick. With only
 * banners on the table it plays its lowest number card, to take the doubled trick.
 */
final class SpartacusRuleBot implements Bot {
    /** A trick worth at least this many points (before doubling) is worth the lowest card. */
    static final int RICH_TRICK = 10;

    @Override
    public int chooseMove(InformationSet info, Budget budget, SeededRandom rng) {
        int[] legal = Bot.movesToChooseFrom(info);
        SpartacusView view = (SpartacusView) info.view();
        List<Integer> numbers = new ArrayList<>();
        int banner = -1;
        int pass = -1;
        for (int move : legal) {
            SpartacusMove typed = (SpartacusMove) info.move(move);
            if (typed instanceof SpartacusMove.PlayBanner) {
                banner = move;
            } else if (typed.passes()) {
                pass = move;
            } else {
                numbers.add(move);
            }
        }
        numbers.sort(Comparator.comparingInt(move -> ((SpartacusMove.PlayCard) info.move(move)).value()));
        if (view.trick().isEmpty()) {
            return numbers.isEmpty() ? banner : numbers.get(numbers.size() - 1);
        }
        if (numbers.isEmpty()) {
            return pass >= 0 ? pass : banner;
        }
        if (view.lowest() == null) {
            return numbers.get(0);
        }
        return isRich(view.trick()) ? numbers.get(0) : numbers.get(numbers.size() - 1);
    }

    private static boolean isRich(List<Play> trick) {
        int points = 0;
        for (Play play : trick) {
            if (play.card().isBanner()) {
                return true;
            }
            points += play.card().number();
        }
        return points >= RICH_TRICK;
    }
}
