package org.tabula.rules;

/** Text that is not a move in the game's notation at all ("x" for a Sumo card). */
public class MoveSyntaxException extends IllegalMoveException {
    private static final long serialVersionUID = 1L;

    public MoveSyntaxException(String reason) {
        super(reason);
    }
}
