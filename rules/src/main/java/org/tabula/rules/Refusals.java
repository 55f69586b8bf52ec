package org.tabula.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.tabula.rules.bots.BotRefusal;
import org.tabula.rules.senator.SenatorRefusal;
import org.tabula.rules.spartacus.SpartacusRefusal;
import org.tabula.rules.spite.SpiteRefusal;
import org.tabula.rules.sumo.SumoRefusal;
import org.tabula.rules.wheel.WheelRefusal;

/** Every reason the games give for refusing a move: what a translation of the refusals must cover. */
public final class Refusals {
    private static final List<Refusal.Reason> ALL = collect();

    private Refusals() {
    }

    public static List<Refusal.Reason> all() {
        return ALL;
    }

    private static List<Refusal.Reason> collect() {
        List<Refusal.Reason> all = new ArrayList<>();
        for (Refusal.Reason[] reasons : List.<Refusal.Reason[]>of(CommonRefusal.values(), SumoRefusal.values(),
                SpartacusRefusal.values(), SenatorRefusal.values(), WheelRefusal.values(), SpiteRefusal.values(),
                BotRefusal.values())) {
            all.addAll(Arrays.asList(reasons));
        }
        return List.copyOf(all);
    }
}
