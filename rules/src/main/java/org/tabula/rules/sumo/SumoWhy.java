package org.tabula.rules.sumo;

import java.util.List;

import org.tabula.rules.CommonWhy;
import org.tabula.rules.InformationSet;
import org.tabula.rules.Why;
import org.tabula.rules.Wording;

/**
 * Why a Sumo card is a good one to play, from the round it starts: the pushes each of the
 * other wrestler's cards would give (both hands are public). The card itself comes from the
 * game's exact solution ({@code org.tabula.rules.bots.Hints}).
 */
public enum SumoWhy implements Why.Reason {
    /** {0}: the other seat. */
    PUSHES_OUT("hint.sumo.PUSHES_OUT", "Whatever {0,seat} plays, this pushes them out"),
    /** {0}: the other seat's card that would push another of the seat's cards out; {1}: the other seat. */
    ESCAPES("hint.sumo.ESCAPES", "With another card, a {0} from {1,seat} would push you out"),
    /** {0}: the other seat. */
    SAFE("hint.sumo.SAFE", "No card of {0,seat}'s can push you out this round");

    private final Wording wording;

    SumoWhy(String key, String english) {
        this.wording = new Wording(key, english);
    }

    @Override
    public Wording wording() {
        return wording;
    }

    /** Why the seat's card {@code card} is good now: what the other's cards would do against it and against the seat's others. */
    static Why of(InformationSet info, int card) {
        SumoView view = (SumoView) info.view();
        int me = info.seat();
        int them = 1 - me;
        List<Integer> mine = view.hands().get(me);
        List<Integer> theirs = view.hands().get(them);
        if (theirs.stream().allMatch(their -> out(view, me, card, their) == them)) {
            return Why.of(PUSHES_OUT, info.game().seat(them));
        }
        if (theirs.stream().noneMatch(their -> out(view, me, card, their) == me)) {
            int danger = -1;
            for (int other : mine) {
                for (int their : theirs) {
                    if (other != card && out(view, me, other, their) == me) {
                        danger = Math.max(danger, their);
                    }
                }
            }
            return danger >= 0 ? Why.of(ESCAPES, danger, info.game().seat(them)) : Why.of(SAFE, info.game().seat(them));
        }
        return CommonWhy.otherwise(info);
    }

    /** The seat pushed out of the ring when {@code me} plays {@code card} and the other {@code their}, or -1 if neither is. */
    static int out(SumoView view, int me, int card, int their) {
        if (card == their) {
            return -1;
        }
        int east = me == 0 ? card : their;
        int west = me == 0 ? their : card;
        int loser = Math.min(east, west);
        int push = (Math.max(east, west) - loser) * loser;
        // East's edge is on the negative side.
        int next = view.position() + (east < west ? -push : push);
        return next < -view.reach() ? 0 : next > view.reach() ? 1 : -1;
    }
}
