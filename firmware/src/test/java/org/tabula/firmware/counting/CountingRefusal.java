package org.tabula.firmware.counting;

import org.tabula.rules.Refusal;

/** Why Count to five refuses a move. */
enum CountingRefusal implements Refusal.Reason {
    /** {0}: the count; {1}: the number added. */
    PAST_FIVE("The count is {0}: adding {1} passes five");

    private final String english;

    CountingRefusal(String english) {
        this.english = english;
    }

    @Override
    public String key() {
        return "rules.counting." + name();
    }

    @Override
    public String english() {
        return english;
    }
}
