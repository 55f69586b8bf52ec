package org.tabula.firmware.counting;

import org.tabula.rules.Refusal;
import org.tabula.rules.Wording;

/** Why Count to five refuses a move. */
enum CountingRefusal implements Refusal.Reason {
    /** {0}: the count; {1}: the number added. */
    PAST_FIVE("rules.counting.PAST_FIVE", "The count is {0}: adding {1} passes five");

    private final Wording wording;

    CountingRefusal(String key, String english) {
        this.wording = new Wording(key, english);
    }

    @Override
    public Wording wording() {
        return wording;
    }
}
