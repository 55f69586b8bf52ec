package org.tabula.firmware.play;

import java.util.Map;

import org.tabula.rules.GameKind;
import org.tabula.rules.senator.Senator;
import org.tabula.rules.spartacus.Spartacus;
import org.tabula.rules.spite.Spite;
import org.tabula.rules.sumo.Sumo;
import org.tabula.rules.wheel.Wheel;

/** The console's adapter for each game, by the game's kind: every game the rules register has one. */
public final class Adapters {
    private static final Map<GameKind, GameAdapter> BY_GAME = Map.of(
            Sumo.KIND, new SumoAdapter(),
            Spartacus.KIND, new SpartacusAdapter(),
            Senator.KIND, new SenatorAdapter(),
            Wheel.KIND, new WheelAdapter(),
            Spite.KIND, new SpiteAdapter());

    private Adapters() {
    }

    /** @throws IllegalArgumentException if the console has no adapter for the game (a test keeps this from happening) */
    public static GameAdapter of(GameKind kind) {
        GameAdapter adapter = BY_GAME.get(kind);
        if (adapter == null) {
            throw new IllegalArgumentException("the console has no adapter for " + kind.name());
        }
        return adapter;
    }
}
