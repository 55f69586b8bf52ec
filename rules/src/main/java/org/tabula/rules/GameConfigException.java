package org.tabula.rules;

/**
 * Options, player count or setup that do not describe a game ("unknown option 'zeroCards'").
 * Those a menu can choose carry a {@link Refusal}, so the console can say them in another
 * language; the message is always the English sentence.
 */
public class GameConfigException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient Refusal refusal;

    public GameConfigException(String message) {
        super(message);
        this.refusal = null;
    }

    public GameConfigException(Refusal refusal) {
        super(refusal.sentence());
        this.refusal = refusal;
    }

    /** Why, for translation; null for what only a script can get wrong (its setup, a misspelt option). */
    public Refusal refusal() {
        return refusal;
    }
}
