package org.tabula.rules;

/** Options, player count or setup that do not describe a game ("unknown option 'zeroCards'"). */
public class GameConfigException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public GameConfigException(String message) {
        super(message);
    }
}
