package org.tabula.firmware.play;

import java.util.Map;

import org.tabula.rules.GameKind;

/** The console's adapter for each game, by the game's script name; a plain one for any other. */
public final class Adapters {
    /** By script name: an adapter waits here for its game to join the rules' registry. */
    private static final Map<String, GameAdapter> BY_GAME = Map.of(
            "sumo", new SumoAdapter(),
            "spartacus", new SpartacusAdapter(),
            "senator", new SenatorAdapter(),
            "wheel", new WheelAdapter(),
            "spite", new SpiteAdapter());
    private static final GameAdapter GENERIC = new GenericAdapter();

    private Adapters() {
    }

    public static GameAdapter of(GameKind kind) {
        return BY_GAME.getOrDefault(kind.name(), GENERIC);
    }
}
