package org.tabula.display.sumo;

import java.util.ArrayList;
import java.util.List;

import org.tabula.display.screen.EndScreen;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Table;
import org.tabula.rules.sumo.SumoView;

/**
 * The end of a Sumo game: who won and how, and the card each side played in each round (the
 * earliest rounds giving way to a person's long name).
 */
public final class SumoEndScreen {
    /** The most rounds that get a column; a longer custom hand shows its last rounds. */
    static final int ROUND_COLUMNS = 7;
    private static final int ROUND_WIDTH = 11;

    private SumoEndScreen() {
    }

    public static EndScreen of(SumoView view, Players players) {
        List<List<Integer>> played = view.played();
        int first = Math.max(0, played.size() - ROUND_COLUMNS);
        List<Table.Column> columns = new ArrayList<>();
        columns.add(new Table.Column(Text.plain(""), 0, Align.LEFT));
        for (int r = first; r < played.size(); r++) {
            columns.add(new Table.Column(Text.of("sumo.roundColumn", r + 1), ROUND_WIDTH, Align.RIGHT).givingWay(r - first + 1));
        }
        List<Table.Line> rows = new ArrayList<>();
        for (int seat = 0; seat < 2; seat++) {
            List<Text> cells = new ArrayList<>();
            cells.add(players.rowName(seat));
            for (int r = first; r < played.size(); r++) {
                cells.add(Text.number(played.get(r).get(seat)));
            }
            rows.add(new Table.Line(cells, view.scores().get(seat) > 0));
        }
        return new EndScreen(SumoDisplay.TITLES.shortName(), Text.of("play.over"), SumoScreen.outcome(view, players), new Table(columns, rows));
    }
}
