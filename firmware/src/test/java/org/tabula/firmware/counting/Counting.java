package org.tabula.firmware.counting;

import java.util.List;
import java.util.Set;
import java.util.Map;

import org.tabula.rules.Game;
import org.tabula.rules.GameConfigException;
import org.tabula.rules.GameDeclaration;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameType;
import org.tabula.rules.GameState;
import org.tabula.rules.Options;
import org.tabula.rules.Refusal;
import org.tabula.rules.SeatNames;

/**
 * Count to five, for two: from 0, the players in turn add 1 or 2 to the count (written
 * {@code 1}, {@code 2}); the count may not pass five, and whoever reaches five wins. No options.
 */
public final class Counting implements GameKind {
    public static final Counting KIND = new Counting();
    /** One count, open to all. */
    private static final GameType TYPE = new GameType(GameType.Information.PERFECT, GameType.Dynamics.SEQUENTIAL, GameType.ChanceMode.DETERMINISTIC,
            Set.of(GameType.Deal.BOX), Set.of());
    static final int GOAL = 5;

    private static final GameDeclaration DECLARATION = GameDeclaration.of("counting", "Count to five", 2, 2, TYPE)
            .withRefusals(CountingRefusal.values())
            .withIsmctsIterations(100);

    @Override
    public GameDeclaration declaration() {
        return DECLARATION;
    }

    private Counting() {
    }

    @Override
    public Game create(int players, Options options) {
        return new CountingGame(options);
    }

    /** The one way to play it, its seats named as the game names them or as {@link #withSeatNames} says. */
    record CountingGame(Options options, SeatNames seatNames) implements Game {
        CountingGame(Options options) {
            this(options, KIND.seatNames(2));
        }

        @Override
        public Game withSeatNames(SeatNames names) {
            return new CountingGame(options, names);
        }

        @Override
        public GameKind kind() {
            return KIND;
        }

        @Override
        public int players() {
            return 2;
        }

        @Override
        public int maxLegalMoves() {
            return 2;
        }

        /** Counting hides nothing: every move may be taken back as the common rule allows. */
        @Override
        public Refusal takeBackStop(int seat, List<org.tabula.rules.GameEvent> events, GameState after) {
            return null;
        }

        @Override
        public GameState start(long seed) {
            return new CountingState(this, 0, 0);
        }

        @Override
        public GameState start(long seed, Map<String, Object> setup) {
            if (setup != null && !setup.isEmpty()) {
                throw new GameConfigException("counting takes no setup: every game starts at 0");
            }
            return start(seed);
        }
    }
}
