package org.tabula.rules.games;

import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

import org.tabula.rules.GameKind;
import org.tabula.rules.GameRegistration;

/**
 * The registry of every game the rules hold: one line each in
 * {@code META-INF/services/org.tabula.rules.GameRegistration}, in the order of that file. The
 * display and the console keep their own registries of the same games, one line each, checked
 * against this one (docs/architecture.md, "One registration per game").
 */
public final class Games {
    private static final List<GameKind> ALL = ServiceLoader.load(GameRegistration.class).stream()
            .map(provider -> provider.get().kind()).toList();

    private Games() {
    }

    /** Every game, in the order registered. */
    public static List<GameKind> all() {
        return ALL;
    }

    public static Optional<GameKind> find(String name) {
        return ALL.stream().filter(kind -> kind.name().equals(name)).findFirst();
    }
}
