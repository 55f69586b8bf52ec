package org.tabula.rules;

/**
 * A move the rules do not allow now. The message is a sentence a player understands
 * ("You have no 7 left", "Seat 1 is not to move"); {@link #refusal()} gives its reason and
 * arguments for saying it in another language. The state is unchanged.
 */
public class IllegalMoveException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient Refusal refusal;

    public IllegalMoveException(Refusal refusal) {
        super(refusal.sentence());
        this.refusal = refusal;
    }

    /** A move that cannot even be read ({@link MoveSyntaxException}): only an English message. */
    protected IllegalMoveException(String message) {
        super(message);
        this.refusal = null;
    }

    /** Why the move was refused, for translation; null for a move that could not be read. */
    public Refusal refusal() {
        return refusal;
    }
}
