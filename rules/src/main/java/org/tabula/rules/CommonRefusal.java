package org.tabula.rules;

/** Refusals several games share, word for word. */
public enum CommonRefusal implements Refusal.Reason {
    /** No move after the end. */
    GAME_OVER("rules.common.GAME_OVER", "The game is over"),
    /** {0}: the seat to move. */
    NOT_YOUR_TURN("rules.common.NOT_YOUR_TURN", "Not your turn: seat {0} is to move"),
    /** A reveal of the chance seat when no card is to be revealed; {0}: the seat to move. */
    NO_REVEAL_DUE("rules.common.NO_REVEAL_DUE", "No card is to be revealed now: seat {0} is to move");

    private final Wording wording;

    CommonRefusal(String key, String english) {
        this.wording = new Wording(key, english);
    }

    @Override
    public Wording wording() {
        return wording;
    }
}
