package org.tabula.rules;

/**
 * A move the rules do not allow now. The message is a sentence a player understands
 * ("You have no 7 left", "Seat 1 is not to move"); the state is unchanged.
 */
public class IllegalMoveException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public IllegalMoveException(String reason) {
        super(reason);
    }
}
