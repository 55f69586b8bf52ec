package org.tabula.rules.games;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

import org.tabula.rules.CommonWhy;
import org.tabula.rules.GameKind;
import org.tabula.rules.Why;

/** Every reason the rules give for a hint: what a translation of the hints must cover. */
public final class Whys {
    private Whys() {
    }

    /** The common reasons, then those of these games. */
    public static List<Why.Reason> of(Collection<GameKind> games) {
        List<Why.Reason> all = new ArrayList<>(Arrays.asList(CommonWhy.values()));
        games.forEach(kind -> all.addAll(kind.whyReasons()));
        return List.copyOf(all);
    }
}
