package org.tabula.rules.games;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.tabula.rules.GameKind;

/**
 * Every game of the rules module, found in its compiled classes rather than kept in a list: the
 * kind class of each game package, the one whose static {@code KIND} is a {@link GameKind}. The
 * box's own list is its registration in the firmware ({@code ConsoleGames}), which a firmware
 * test holds to these.
 */
public final class RulesGames {
    private static final List<GameKind> ALL = find();

    private RulesGames() {
    }

    /** Every kind, by name. */
    public static List<GameKind> all() {
        return ALL;
    }

    public static GameKind named(String name) {
        return ALL.stream().filter(kind -> kind.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("the rules have no game " + name));
    }

    private static List<GameKind> find() {
        return CompiledClasses.inSubpackages(GameKind.class).stream().map(RulesGames::kindIn).flatMap(Optional::stream)
                .sorted(Comparator.comparing(GameKind::name)).toList();
    }

    private static Optional<GameKind> kindIn(String name) {
        try {
            Class<?> type = Class.forName(name, false, RulesGames.class.getClassLoader());
            if (!GameKind.class.isAssignableFrom(type)) {
                return Optional.empty();
            }
            Field kind = type.getField("KIND");
            return Modifier.isStatic(kind.getModifiers()) ? Optional.of((GameKind) kind.get(null)) : Optional.empty();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(name + " is a game kind without a public static KIND", e);
        }
    }
}
