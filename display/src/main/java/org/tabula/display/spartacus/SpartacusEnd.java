package org.tabula.display.spartacus;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.tabula.display.screen.EndScreen;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Table;
import org.tabula.rules.Seats;
import org.tabula.rules.spartacus.SpartacusView;
import org.tabula.rules.spartacus.WonTrick;

/**
 * The end of a Spartacus game: who took the last trick (settled when the game ended) and what it
 * added; per seat its tricks, their worth, what its hand cost, and the total (the details giving
 * way to a person's long name).
 */
public final class SpartacusEnd {
    private SpartacusEnd() {
    }

    public static EndScreen of(SpartacusView view, Players players) {
        List<Table.Column> columns = List.of(
                new Table.Column(Text.plain(""), 0, Align.LEFT),
                new Table.Column(Text.of("spartacus.won"), 16, Align.RIGHT).givingWay(1),
                new Table.Column(Text.of("spartacus.worth"), 22, Align.RIGHT).givingWay(1),
                new Table.Column(Text.of("spartacus.hand"), 22, Align.RIGHT).givingWay(1),
                new Table.Column(Text.of("table.total"), 26, Align.RIGHT));
        Seats winners = winners(view);
        List<Table.Line> rows = new ArrayList<>();
        for (int seat = 0; seat < view.scores().size(); seat++) {
            int worth = view.won().get(seat).stream().mapToInt(WonTrick::worth).sum();
            int total = view.scores().get(seat);
            rows.add(new Table.Line(List.of(players.shortRowName(seat), Text.number(view.won().get(seat).size()), Text.number(worth),
                    Text.number(total - worth), Text.number(total)), winners.contains(seat)));
        }
        return new EndScreen(SpartacusDisplay.TITLES.shortName(), Text.of("play.over"), EndScreen.winners(players, winners),
                lastTrick(view, players), new Table(columns, rows));
    }

    /** Who took the trick open when the game ended, and its points; null before the end. */
    private static Text lastTrick(SpartacusView view, Players players) {
        if (view.discarded() != null) {
            return Text.of("spartacus.lastTrickNobody");
        }
        WonTrick last = view.won().stream().flatMap(List::stream).max(Comparator.comparingInt(WonTrick::number)).orElse(null);
        return !view.over() || last == null ? null : Text.of("spartacus.lastTrick", players.seat(last.winner()), signed(last.worth()));
    }

    /** Points added or taken away, with their sign: "+14", "-10". */
    public static Text signed(int points) {
        return Text.plain(String.format("%+d", points));
    }

    static Seats winners(SpartacusView view) {
        return Seats.withHighest(view.scores().stream().mapToInt(Integer::intValue).toArray());
    }
}
