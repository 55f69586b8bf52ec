package org.tabula.firmware.counting;

import org.tabula.rules.MessageKey;
import org.tabula.rules.Refusal;

/** Why Count to five refuses a move. */
enum CountingRefusal implements Refusal.Reason {
    /** {0}: the count; {1}: the number added. */
    PAST_FIVE("rules.counting.PAST_FIVE", "The count is {0}: adding {1} passes five");

    private final MessageKey key;
    private final String english;

    CountingRefusal(String key, String english) {
        this.key = MessageKey.of(key);
        this.english = english;
    }

    @Override
    public MessageKey key() {
        return key;
    }

    @Override
    public String english() {
        return english;
    }
}
