package org.tabula.firmware.screen;

import java.util.List;

import org.tabula.display.GameDisplay;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Text;
import org.tabula.rules.GameEvent;
import org.tabula.rules.Seats;
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
 * @param seats         each seat's name
 * @param shortSeats    each seat's name for a narrow table column
 * @param bots          the seats the console plays
 * @param series        the series with its running totals
 */
public record TableModel(GameDisplay<?> display, View view, List<GameEvent> latest, long latestAtNanos, List<Text> seats,
        List<Text> shortSeats, Seats bots, Series series) {
    /** When the latest events are not to be played again (after a take-back): the strip shows the position at rest. */
    public static final long AT_REST = Long.MIN_VALUE;

    public TableModel {
        latest = List.copyOf(latest);
        seats = List.copyOf(seats);
        shortSeats = List.copyOf(shortSeats);
    }

    /** The seats as the display's pictures name them. */
    public Players players() {
        return new Players(seats, shortSeats, bots);
    }
}
