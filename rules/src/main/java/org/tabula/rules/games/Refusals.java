package org.tabula.rules.games;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.tabula.rules.CommonRefusal;
import org.tabula.rules.Refusal;
import org.tabula.rules.TakeBackRefusal;
import org.tabula.rules.bots.BotRefusal;

/** Every reason the games give for refusing a move: what a translation of the refusals must cover. */
public final class Refusals {
    private static final List<Refusal.Reason> ALL = collect();

    private Refusals() {
    }

    public static List<Refusal.Reason> all() {
        return ALL;
    }

    private static List<Refusal.Reason> collect() {
        List<Refusal.Reason> all = new ArrayList<>(Arrays.asList(CommonRefusal.values()));
        all.addAll(Arrays.asList(TakeBackRefusal.values()));
        Games.all().forEach(kind -> all.addAll(kind.refusalReasons()));
        all.addAll(Arrays.asList(BotRefusal.values()));
        return List.copyOf(all);
    }
}
