package org.tabula.rules.spartacus;

import org.tabula.rules.CommonWhy;
import org.tabula.rules.InformationSet;
import org.tabula.rules.Why;
import org.tabula.rules.Wording;

/** Why a Spartacus move is a good one, from the trick after it. */
public enum SpartacusWhy implements Why.Reason {
    /** The seat's last card: the game ends, and the seat is ahead. */
    ENDS_AHEAD("hint.spartacus.ENDS_AHEAD", "It is your last card: the game ends with you ahead"),
    /** {0}: the points of the trick, which the seat would take if it ended now. */
    TAKING("hint.spartacus.TAKING", "The trick is yours unless someone goes lower: {0} so far"),
    /** {0}: the points of the trick the seat drops out of, another seat's to take. */
    LETS_GO("hint.spartacus.LETS_GO", "You keep your cards: the trick holds only {0}");

    private final Wording wording;

    SpartacusWhy(String key, String english) {
        this.wording = new Wording(key, english);
    }

    @Override
    public Wording wording() {
        return wording;
    }

    static Why of(InformationSet info, int move) {
        int me = info.seat();
        SpartacusMove typed = (SpartacusMove) info.move(move);
        SpartacusView before = (SpartacusView) info.view();
        SpartacusView after = (SpartacusView) info.viewAfter(move);
        if (after.over()) {
            int best = after.scores().stream().mapToInt(Integer::intValue).max().orElseThrow();
            if (after.scores().get(me) == best) {
                return Why.of(ENDS_AHEAD);
            }
        } else if (typed instanceof SpartacusMove.Pass) {
            return Why.of(LETS_GO, worth(info, before));
        } else if (Integer.valueOf(me).equals(after.taker()) && after.leader() == before.leader()) {
            return Why.of(TAKING, worth(info, after));
        }
        return CommonWhy.otherwise(info);
    }

    /** The open trick's worth as it stands, reckoned as the game reckons a won trick. */
    private static int worth(InformationSet info, SpartacusView view) {
        int numbers = 0;
        int banners = 0;
        for (Play play : view.trick()) {
            if (play.card().isBanner()) {
                banners++;
            } else {
                numbers += play.card().number();
            }
        }
        return ((SpartacusGame) info.game()).reckonTrick(numbers, banners).worth();
    }
}
