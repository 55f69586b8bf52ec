package org.tabula.display.engarde;

import java.util.List;

import org.tabula.display.screen.EndScreen;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Align;
import org.tabula.display.widget.Table;
import org.tabula.rules.engarde.EnGardeView;

/** The end of an En Garde match: who won, by how many bouts, how the last bout ended, and each fencer's bouts won. */
public final class EnGardeEndScreen {
    private static final int BOUTS_WIDTH = 30;

    private EnGardeEndScreen() {
    }

    public static EndScreen of(EnGardeView view, Players players) {
        List<Table.Column> columns = List.of(new Table.Column(Text.plain(""), 0, Align.LEFT),
                new Table.Column(Text.of("engarde.boutsColumn"), BOUTS_WIDTH, Align.RIGHT));
        int winner = winner(view);
        List<Table.Line> rows = List.of(
                new Table.Line(List.of(players.rowName(0), Text.number(view.wins().get(0))), winner == 0),
                new Table.Line(List.of(players.rowName(1), Text.number(view.wins().get(1))), winner == 1));
        Text note = view.lastBout() == null ? null : EnGardeScreen.ending(view.lastBout(), players);
        return new EndScreen(EnGardeDisplay.TITLES.shortName(), Text.of("play.over"), headline(view, players), note, new Table(columns, rows));
    }

    /** "P1 wins 5 to 3". */
    static Text headline(EnGardeView view, Players players) {
        int winner = winner(view);
        return Text.of("engarde.matchWon", players.seat(winner), view.wins().get(winner), view.wins().get(1 - winner));
    }

    /** The match's winner: the first to win the bouts it asks for. */
    private static int winner(EnGardeView view) {
        return view.wins().get(0) > view.wins().get(1) ? 0 : 1;
    }
}
