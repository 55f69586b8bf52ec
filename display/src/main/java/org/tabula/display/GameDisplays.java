package org.tabula.display;

import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

import org.tabula.rules.GameKind;

/**
 * The registry of every game the display draws: one line each in
 * {@code META-INF/services/org.tabula.display.DisplayRegistration}, in the order of that file (the
 * rules' order: a test holds the two lists to each other).
 */
public final class GameDisplays {
    private static final List<GameDisplay<?>> ALL = ServiceLoader.load(DisplayRegistration.class).stream()
            .<GameDisplay<?>>map(provider -> provider.get().display()).toList();

    private GameDisplays() {
    }

    /** Every game's display, in the order registered. */
    public static List<GameDisplay<?>> all() {
        return ALL;
    }

    /** The display of this game, if the display draws it. */
    public static Optional<GameDisplay<?>> of(GameKind kind) {
        return ALL.stream().filter(display -> display.kind() == kind).findFirst();
    }
}
