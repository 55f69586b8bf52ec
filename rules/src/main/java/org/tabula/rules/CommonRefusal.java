package org.tabula.rules;

/** Refusals several games share, word for word. */
public enum CommonRefusal implements Refusal.Reason {
    /** No move after the end. */
    GAME_OVER("The game is over"),
    /** {0}: the seat to move. */
    NOT_YOUR_TURN("Not your turn: seat {0} is to move");

    private final String english;

    CommonRefusal(String english) {
        this.english = english;
    }

    @Override
    public String key() {
        return "rules.common." + name();
    }

    @Override
    public String english() {
        return english;
    }
}
