package org.tabula.rules.wheel;

import java.util.List;

import org.tabula.rules.CommonWhy;
import org.tabula.rules.InformationSet;
import org.tabula.rules.Why;
import org.tabula.rules.Wording;

/** Why a Wheel of History move is a good one, from the scores and the circle after it (nothing is hidden). */
public enum WheelWhy implements Why.Reason {
    /** The move ends the game and the seat has the best total. */
    ENDS_AHEAD("hint.wheel.ENDS_AHEAD", "It ends the game with you ahead"),
    /** {0}: the points the seat gains at once, a tribe (or value) completed. */
    SCORES("hint.wheel.SCORES", "A set is complete: you score {0}"),
    /** {0}: a value that can no longer be completed, its card thrown away. */
    BLOCKS_VALUE("hint.wheel.BLOCKS_VALUE", "Thrown away, no more {0}s can end the game");

    private final Wording wording;

    WheelWhy(String key, String english) {
        this.wording = new Wording(key, english);
    }

    @Override
    public Wording wording() {
        return wording;
    }

    static Why of(InformationSet info, int move) {
        int me = info.seat();
        WheelView before = (WheelView) info.view();
        WheelView after = (WheelView) info.viewAfter(move);
        List<Integer> scores = after.scores();
        if (after.over() && scores.get(me) == scores.stream().mapToInt(Integer::intValue).max().orElseThrow()) {
            return Why.of(ENDS_AHEAD);
        }
        if (scores.get(me) > before.scores().get(me)) {
            return Why.of(SCORES, scores.get(me) - before.scores().get(me));
        }
        for (Integer value : after.blockedValues()) {
            if (!before.blockedValues().contains(value)) {
                return Why.of(BLOCKS_VALUE, value);
            }
        }
        return CommonWhy.otherwise(info);
    }
}
