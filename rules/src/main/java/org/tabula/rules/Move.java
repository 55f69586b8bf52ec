package org.tabula.rules;

/**
 * A move as a typed value: each game's moves are a sealed interface of small records holding
 * indices and values, never references (TAG's actions). States work with move numbers on their
 * hot paths; {@link GameState#move} and {@link GameState#moveNumber} convert, and the notation
 * of the replay script is the printed form ({@link GameState#formatMove}).
 */
public interface Move {
    /** Whether this move gives up or ends the mover's turn without playing a card (a pass). */
    default boolean passes() {
        return false;
    }

    /**
     * The chance seat's move ({@link GameState#CHANCE}): the table reveals the card numbered
     * {@code card} in its game's deck (the game names its cards in the notation).
     */
    record Reveal(int card) implements Move {
    }

    /** A move with no parts worth naming, only its number: the moves of small test games. */
    record Numbered(int number) implements Move {
    }
}
