package org.tabula.rules;

/**
 * What every game made by a {@link GameKind} shares: which game it is, for how many players,
 * under which options, and what it calls its seats. Games extend it and add what their rules need.
 */
public abstract class ConfiguredGame implements Game, Cloneable {
    private final GameKind kind;
    private final int players;
    private final Options options;
    /** The seats' names where they are not the kind's ({@link #withSeatNames}); null for the kind's. Set on a copy only, before anyone sees it. */
    private SeatNames seatNames;

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

    @Override
    public final SeatNames seatNames() {
        return seatNames != null ? seatNames : Game.super.seatNames();
    }

    /**
     * {@inheritDoc} A copy of this game, field for field (every game's fields are its immutable
     * configuration), so that no game writes a copy of its own.
     */
    @Override
    public final Game withSeatNames(SeatNames names) {
        if (names.count() != players) {
            throw new IllegalArgumentException(names.count() + " seat names for " + players + " seats");
        }
        try {
            ConfiguredGame named = (ConfiguredGame) clone();
            named.seatNames = names;
            return named;
        } catch (CloneNotSupportedException e) {
            throw new AssertionError("a ConfiguredGame is Cloneable", e);
        }
    }
}
