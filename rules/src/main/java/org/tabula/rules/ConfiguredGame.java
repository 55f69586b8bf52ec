package org.tabula.rules;

/**
 * What every game made by a {@link GameKind} shares: which game it is, for how many players,
 * under which options. Games extend it and add what their rules need.
 */
public abstract class ConfiguredGame implements Game {
    private final GameKind kind;
    private final int players;
    private final Options options;

    protected ConfiguredGame(GameKind kind, int players, Options options) {
        this.kind = kind;
        this.players = players;
        this.options = options;
    }

    @Override
    public final GameKind kind() {
        return kind;
    }

    @Override
    public final int players() {
        return players;
    }

    @Override
    public final Options options() {
        return options;
    }
}
