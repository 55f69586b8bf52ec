package org.tabula.firmware.script;

/**
 * A script that is not well formed: the message says what and where; the game of a series
 * ({@link Script#isSeries}) and the move at fault, when one is, are given as numbers too.
 */
public final class MalformedScriptException extends Exception {
    private static final long serialVersionUID = 1L;
    private final Integer gameIndex;
    private final Integer moveIndex;

    public MalformedScriptException(String message) {
        this(null, null, message);
    }

    public MalformedScriptException(Integer gameIndex, Integer moveIndex, String message) {
        super(message);
        this.gameIndex = gameIndex;
        this.moveIndex = moveIndex;
    }

    public Integer gameIndex() {
        return gameIndex;
    }

    public Integer moveIndex() {
        return moveIndex;
    }
}
