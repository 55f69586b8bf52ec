package org.tabula.rules.engarde;

import org.tabula.rules.CommonWhy;
import org.tabula.rules.InformationSet;
import org.tabula.rules.Why;
import org.tabula.rules.Wording;

/** Why an En Garde move is a good one, from what it does to the bout. */
public enum EnGardeWhy implements Why.Reason {
    /** A parry: the attack fails and the bout goes on. */
    PARRIES("hint.engarde.PARRIES", "It parries the attack: the bout goes on"),
    /** {0}: the distance after a retreat, beyond the reach of any one card. */
    OUT_OF_REACH("hint.engarde.OUT_OF_REACH", "It takes you out of reach: {0} squares apart");

    private final Wording wording;

    EnGardeWhy(String key, String english) {
        this.wording = new Wording(key, english);
    }

    @Override
    public Wording wording() {
        return wording;
    }

    static Why of(InformationSet info, int move) {
        EnGardeMove typed = (EnGardeMove) info.move(move);
        if (typed instanceof EnGardeMove.Parry) {
            return Why.of(PARRIES);
        }
        if (typed instanceof EnGardeMove.Retreat retreat) {
            EnGardeView view = (EnGardeView) info.view();
            int apart = Math.abs(view.positions().get(0) - view.positions().get(1)) + retreat.card();
            if (apart > Cards.VALUES) {
                return Why.of(OUT_OF_REACH, apart);
            }
        }
        return CommonWhy.otherwise(info);
    }
}
