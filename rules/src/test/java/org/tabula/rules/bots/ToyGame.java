package org.tabula.rules.bots;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.tabula.rules.Game;
import org.tabula.rules.GameDeclaration;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameType;
import org.tabula.rules.Options;
import org.tabula.rules.SeatNames;

/** The boilerplate of a two-player test game that is its own kind, without options or setups. */
abstract class ToyGame implements Game, GameKind {
    private final String name;
    private final int maxLegalMoves;

    ToyGame(String name, int maxLegalMoves) {
        this.name = name;
        this.maxLegalMoves = maxLegalMoves;
    }

    @Override
    public GameDeclaration declaration() {
        return GameDeclaration.of(name, name, 2, 2, type());
    }

    /** Seats move in turn, the seed draws any luck and the box deals; a game hiding anything says so. */
    @Override
    public GameType type() {
        return new GameType(GameType.Information.PERFECT, GameType.Dynamics.SEQUENTIAL, GameType.ChanceMode.DETERMINISTIC,
                Set.of(GameType.Deal.BOX), Set.of());
    }

    @Override
    public Game create(int players, Options options) {
        return this;
    }

    @Override
    public GameKind kind() {
        return this;
    }

    @Override
    public int players() {
        return 2;
    }

    @Override
    public Options options() {
        return Options.parse(name, List.of(), Map.of());
    }

    /** A toy game's seats are never sat at by name: only the box's matches seat people. */
    @Override
    public Game withSeatNames(SeatNames names) {
        throw new UnsupportedOperationException("a toy game keeps its own seat names");
    }

    @Override
    public int maxLegalMoves() {
        return maxLegalMoves;
    }

    /** A toy game shows nothing hidden with a move. */
    @Override
    public org.tabula.rules.Refusal takeBackStop(int seat, List<org.tabula.rules.GameEvent> events, org.tabula.rules.GameState after) {
        return null;
    }

    @Override
    public org.tabula.rules.GameState start(long seed, Map<String, Object> setup) {
        return start(seed);
    }
}
