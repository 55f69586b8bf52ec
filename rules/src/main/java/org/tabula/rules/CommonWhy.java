package org.tabula.rules;

/** Reasons for a hint that any game may give. */
public enum CommonWhy implements Why.Reason {
    /** Nothing simpler to say: the bot (a search, or Sumo's exact solution) chose it over the others. */
    BEST_FOUND("hint.common.BEST_FOUND", "Of your moves, the box's bot rates it best"),
    /** The seat has this one move. */
    ONLY_MOVE("hint.common.ONLY_MOVE", "It is your only move");

    private final Wording wording;

    CommonWhy(String key, String english) {
        this.wording = new Wording(key, english);
    }

    @Override
    public Wording wording() {
        return wording;
    }

    /** What any game says where it has nothing of its own to say: that the move is the only one, or the bot's choice. */
    public static Why otherwise(InformationSet info) {
        return Why.of(info.legalMoves().length == 1 ? ONLY_MOVE : BEST_FOUND);
    }
}
