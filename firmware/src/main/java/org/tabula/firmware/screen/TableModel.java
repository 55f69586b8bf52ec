package org.tabula.firmware.screen;

import java.util.List;

import org.tabula.display.GameDisplay;
import org.tabula.display.screen.Players;
import org.tabula.rules.GameEvent;
import org.tabula.rules.Series;
import org.tabula.rules.View;

/**
 * The game at the table as a screen may show it: never more than the audience of {@code view}
 * may see.
 *
 * @param display       how the game looks
 * @param view          what the audience of this screen may see (the table, or the seat choosing)
 * @param latest        what the last move did, for the picture to show or animate
 * @param latestAtNanos when the last move was made (animations start then), or {@link #AT_REST}
 * @param players       the seats' names and which seats the console plays
 * @param series        the series with its running totals
 */
public record TableModel(GameDisplay<?> display, View view, List<GameEvent> latest, long latestAtNanos, Players players, Series series) {
    /** When the latest events are not to be played again (after a take-back): the strip shows the position at rest. */
    public static final long AT_REST = Long.MIN_VALUE;

    public TableModel {
        latest = List.copyOf(latest);
    }
}
