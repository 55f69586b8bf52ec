package org.tabula.firmware.play;

import java.util.List;

import org.tabula.rules.GameEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.Refusal;

/**
 * What taking back the last {@code count} moves of the game in play would take back: the
 * earliest of them, {@code move} by {@code seat} ({@link GameState#CHANCE}: the table's reveal),
 * as the position {@code before} it numbers it (the position the take-back gives back), which did
 * {@code events}; or why it may not ({@code refusal}, then nothing else is set).
 */
public record TakeBackOffer(int count, int seat, int move, GameState before, List<GameEvent> events, Refusal refusal) {
    public TakeBackOffer {
        events = List.copyOf(events);
    }

    static TakeBackOffer refused(int count, Refusal refusal) {
        return new TakeBackOffer(count, -1, -1, null, List.of(), refusal);
    }

    public boolean allowed() {
        return refusal == null;
    }
}
