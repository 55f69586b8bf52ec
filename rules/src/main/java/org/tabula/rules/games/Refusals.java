package org.tabula.rules.games;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;

import org.tabula.rules.CommonRefusal;
import org.tabula.rules.GameKind;
import org.tabula.rules.Refusal;
import org.tabula.rules.TakeBackRefusal;
import org.tabula.rules.bots.BotRefusal;

/** Every reason the rules give for refusing something: what a translation of the refusals must cover. */
public final class Refusals {
    private Refusals() {
    }

    /** The common reasons, those of these games, then the bots'. */
    public static List<Refusal.Reason> of(Collection<GameKind> games) {
        List<Refusal.Reason> all = new ArrayList<>(Arrays.asList(CommonRefusal.values()));
        all.addAll(Arrays.asList(TakeBackRefusal.values()));
        games.forEach(kind -> all.addAll(kind.refusalReasons()));
        all.addAll(Arrays.asList(BotRefusal.values()));
        return List.copyOf(all);
    }
}
