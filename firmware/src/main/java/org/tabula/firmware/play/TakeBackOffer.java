package org.tabula.firmware.play;

import java.util.List;

import org.tabula.rules.GameEvent;
import org.tabula.rules.Refusal;

/**
 * What taking back the last {@code count} moves of the game in play would take back: the
 * earliest of them, by {@code seat} ({@link org.tabula.rules.GameState#CHANCE}: the table's reveal),
 * which did {@code events}; or why it may not ({@code refusal}, then nothing else is set).
 */
public record TakeBackOffer(int count, int seat, List<GameEvent> events, Refusal refusal) {
    public TakeBackOffer {
        events = List.copyOf(events);
    }

    static TakeBackOffer refused(int count, Refusal refusal) {
        return new TakeBackOffer(count, -1, List.of(), refusal);
    }

    public boolean allowed() {
        return refusal == null;
    }
}
