package org.tabula.display.screen;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.tabula.display.text.Text;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Table;
import org.tabula.rules.Series;

/**
 * The standings of a series: each seat's score in the latest games and its total, the leaders
 * (or the series' winners) crowned, and the goal or the outcome in the headline. People seated
 * are named whole, the earliest games' columns giving way to a long name.
 */
public final class SeriesScreen {
    /** The most recent games that get a column; earlier ones count in the total only. */
    static final int GAME_COLUMNS = 3;
    private static final int GAME_WIDTH = 18;
    private static final int TOTAL_WIDTH = 26;

    private SeriesScreen() {
    }

    /** The series table as an end screen with the series' name and state in words. */
    public static EndScreen of(Text game, Series series, Players players) {
        int played = series.gamesPlayed();
        int first = Math.max(0, played - GAME_COLUMNS);
        List<Table.Column> columns = new ArrayList<>();
        columns.add(new Table.Column(Text.of("table.player"), 0, Align.LEFT));
        for (int g = first; g < played; g++) {
            columns.add(new Table.Column(Text.of("series.gameColumn", g + 1), GAME_WIDTH, Align.RIGHT).givingWay(g - first + 1));
        }
        columns.add(new Table.Column(Text.of("table.total"), TOTAL_WIDTH, Align.RIGHT));
        int[] totals = series.totals();
        int best = Arrays.stream(totals).max().orElse(0);
        List<Table.Line> rows = new ArrayList<>();
        for (int seat = 0; seat < totals.length; seat++) {
            List<Text> cells = new ArrayList<>();
            cells.add(players.shortRowName(seat));
            for (int g = first; g < played; g++) {
                cells.add(Text.number(series.result(g)[seat]));
            }
            cells.add(Text.number(totals[seat]));
            boolean crowned = series.isOver() ? series.winners().contains(seat) : played > 0 && totals[seat] == best;
            rows.add(new Table.Line(cells, crowned));
        }
        Text status = series.isOver() ? Text.of("series.over") : Text.of("series.afterGame", played);
        return new EndScreen(Text.of("series.title", game), status, headline(series, players), new Table(columns, rows));
    }

    private static Text headline(Series series, Players players) {
        if (series.isOver()) {
            int[] winners = series.winners().toArray();
            return winners.length == 1 ? Text.of("series.won", players.seat(winners[0])) : Text.of("series.shared");
        }
        Series.Goal goal = series.goal();
        if (goal.games() > 0) {
            return Text.of("series.gameOf", series.gamesPlayed(), goal.games());
        }
        return Text.of("series.firstTo", goal.points());
    }
}
