package org.tabula.rules;

/** Reasons for a hint that any game may give. */
public enum CommonWhy implements Why.Reason {
    /** The search found nothing simpler to say: the move won the most of its sampled games. */
    BEST_FOUND("Of your moves it won the most of the games the box tried"),
    /** The seat has this one move. */
    ONLY_MOVE("It is your only move");

    private final String english;

    CommonWhy(String english) {
        this.english = english;
    }

    @Override
    public String key() {
        return "hint.common." + name();
    }

    @Override
    public String english() {
        return english;
    }
}
