package org.tabula.display.page;

import java.util.List;

import org.tabula.rules.GameEvent;

/** The last move's events as the pictures read them: a move reports each kind of event at most once. */
public final class LastMove {
    private LastMove() {
    }

    /** The last move's event of this kind, or null when it had none. */
    public static <E extends GameEvent> E event(List<GameEvent> latest, Class<E> kind) {
        for (GameEvent event : latest) {
            if (kind.isInstance(event)) {
                return kind.cast(event);
            }
        }
        return null;
    }
}
