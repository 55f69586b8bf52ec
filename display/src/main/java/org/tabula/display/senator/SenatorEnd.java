package org.tabula.display.senator;

import java.util.ArrayList;
import java.util.List;

import org.tabula.display.screen.EndScreen;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Table;
import org.tabula.rules.Seats;
import org.tabula.rules.senator.SenatorView;

/**
 * The end of a Senator game: the final board, as play left it, and beside it who won and each
 * seat's Senate total (the board's own words: "Senate" heads the seats, the totals under none);
 * people seated by their whole names, the board left out where those do not fit beside it.
 */
public final class SenatorEnd {
    /** The totals' column: "99" and room to spare. */
    private static final int TOTAL_WIDTH = 16;

    private SenatorEnd() {
    }

    public static EndScreen of(SenatorView view, Players players) {
        Seats winners = winners(view);
        List<Table.Line> rows = new ArrayList<>();
        for (int seat = 0; seat < view.players(); seat++) {
            Text total = view.scores() == null ? Text.plain("?") : Text.number(view.scores().get(seat));
            rows.add(new Table.Line(List.of(players.rowName(seat), total), winners.contains(seat)));
        }
        Table table = new Table(List.of(new Table.Column(Text.of("senator.senate"), 0, Align.LEFT),
                new Table.Column(Text.plain(""), TOTAL_WIDTH, Align.RIGHT)), rows);
        return new EndScreen(SenatorDisplay.TITLES.shortName(), Text.of("play.over"), EndScreen.winners(players, winners), table)
                .beside(new SenatorBoardPicture(view.board(), null));
    }

    static Seats winners(SenatorView view) {
        return Seats.of(view.winners().stream().mapToInt(Integer::intValue).toArray());
    }
}
