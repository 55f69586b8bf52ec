package org.tabula.firmware.play;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.tabula.rules.GameKind;

/**
 * A game of the box, its parts given once in its registration's constructor: the class a game's
 * console package names in {@code META-INF/services/org.tabula.firmware.play.ConsoleGame}
 * ({@code ServiceLoader} makes it with its no-argument constructor), drawn by the display
 * registered for its kind, with its guided first game (the menu's Learn).
 */
public abstract class RegisteredGame implements ConsoleGame {
    private final GameKind kind;
    private final ConsoleDeclaration declaration;
    private final GameAdapter adapter;
    private final List<TableVariant> tapReachTables;
    private final Guide guide;

    protected RegisteredGame(GameKind kind, ConsoleDeclaration declaration, GameAdapter adapter, List<TableVariant> tapReachTables,
            Guide guide) {
        this.kind = kind;
        this.declaration = declaration;
        this.adapter = adapter;
        this.tapReachTables = List.copyOf(tapReachTables);
        this.guide = Objects.requireNonNull(guide, "a game of the box has its guided first game");
    }

    @Override
    public final GameKind kind() {
        return kind;
    }

    @Override
    public final ConsoleDeclaration declaration() {
        return declaration;
    }

    @Override
    public final GameAdapter adapter() {
        return adapter;
    }

    @Override
    public final List<TableVariant> tapReachTables() {
        return tapReachTables;
    }

    @Override
    public final Optional<Guide> guide() {
        return Optional.of(guide);
    }
}
