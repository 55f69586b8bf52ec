package org.tabula.display.spite;

import java.util.ArrayList;
import java.util.List;

import org.tabula.display.screen.EndScreen;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Table;
import org.tabula.rules.Seats;
import org.tabula.rules.spite.SpiteView;

/**
 * The end of a deal of Spite and Malice: who emptied their pay-off pile, what is left in the
 * others' (giving way to a person's long name), and the points.
 */
public final class SpiteEnd {
    private SpiteEnd() {
    }

    public static EndScreen of(SpiteView view, Players players) {
        Seats winners = winners(view);
        List<Table.Line> rows = new ArrayList<>();
        for (int seat = 0; seat < view.scores().size(); seat++) {
            rows.add(new Table.Line(List.of(players.rowName(seat), Text.number(view.payoffCounts().get(seat)), Text.number(view.scores().get(seat))),
                    winners.contains(seat)));
        }
        Table table = new Table(List.of(new Table.Column(Text.of("table.player"), 0, Align.LEFT),
                new Table.Column(Text.of("spite.payoffLeft"), 40, Align.RIGHT).givingWay(1),
                new Table.Column(Text.of("spite.points"), 24, Align.RIGHT)), rows);
        return new EndScreen(SpiteDisplay.TITLES.shortName(), Text.of("play.over"), EndScreen.winners(players, winners), table);
    }

    /** The seats that scored: the winning team (or tied teams). */
    static Seats winners(SpiteView view) {
        Seats best = Seats.withHighest(view.scores().stream().mapToInt(Integer::intValue).toArray());
        return view.scores().stream().allMatch(score -> score == 0) ? Seats.NONE : best;
    }
}
