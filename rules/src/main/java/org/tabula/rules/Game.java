package org.tabula.rules;

import java.util.List;
import java.util.Map;

/** A game's rules under fixed options and player count: the factory of its first states. */
public interface Game {
    GameKind kind();

    int players();

    Options options();

    /**
     * What this game calls its seats: the game's own names ({@link GameDeclaration#seatNames(int)}),
     * or the people's who sit there where the game was made {@link #withSeatNames} them.
     */
    default SeatNames seatNames() {
        return kind().seatNames(players());
    }

    /**
     * This game with its seats named {@code names} (the people who sit there, {@link SeatNames#seated}):
     * the same rules under the same options, whose states name every seat so in every sentence
     * they make (a refusal, a hint's why, a take-back's stop), as do the words of whatever shows them.
     *
     * @throws IllegalArgumentException if {@code names} are not for this game's seats
     */
    Game withSeatNames(SeatNames names);

    /** The seat as a message's argument, named as the game names it. */
    default Seat seat(int index) {
        return seatNames().seat(index);
    }

    /** The most legal moves any seat can have in any state: the size of a move buffer. */
    int maxLegalMoves();

    /** What the game declares about itself under these options: its kind's declaration unless an option changes it. */
    default GameType type() {
        return kind().type();
    }

    /** A new game whose random setup (shuffle, deal) is drawn from the seed. */
    GameState start(long seed);

    /**
     * A new game with an explicit setup (the replay script's {@code setup}, as plain values)
     * in place of the seeded shuffle; later random events still draw from the seed. A null
     * setup is the same as {@link #start(long)}.
     *
     * @throws GameConfigException if the setup is malformed or impossible
     */
    GameState start(long seed, Map<String, Object> setup);

    /**
     * Whether a take-back may go back past a seat's move ({@link TakeBack}): null if the box
     * dealt or showed no card with it, else the reason the take-back stops there (a draw from
     * the stock, a card turned up). Each game declares its own; docs/rules.md says why, game by game.
     *
     * @param seat   the seat that moved (never the table's {@link GameState#CHANCE} seat)
     * @param events what the move did
     * @param after  the state it led to
     */
    Refusal takeBackStop(int seat, List<GameEvent> events, GameState after);

    /** How the bots' searches should play positions out, or null for uniformly random moves to the end. */
    default PlayoutPolicy playoutPolicy() {
        return null;
    }
}
