package org.tabula.display.spite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabula.display.Plays;
import org.tabula.display.screen.Players;
import org.tabula.display.text.Language;
import org.tabula.rules.GameState;
import org.tabula.rules.Seats;
import org.tabula.rules.spite.Spite;
import org.tabula.rules.spite.SpiteView;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Table;

/** The Spite table keeps its headings and groups partners, at every seat count, in both languages. */
class SpiteScreenLayoutTest {
    private static SpiteScreen screen(int players) {
        Map<String, Object> options = players == 2 ? Map.of() : Map.of("partnership", true);
        SpiteView view = (SpiteView) Plays.random(Spite.KIND, players, options, 5, 80).state().view(GameState.TABLE);
        return new SpiteScreen(view, new Players(Spite.KIND.seatNames(players), Seats.NONE));
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 4, 6})
    void theHeadingsAndEveryRowFitUnderTheCentre(int players) {
        SpiteScreen screen = screen(players);
        for (Language language : List.of(Language.english(), Language.japanese())) {
            int top = screen.tableTop(language);
            int room = SpiteScreen.tableArea(top).height();
            Table table = screen.table(language.fonts().small(), language);
            assertTrue(table.height(language, room, screen.rowFont(language)) <= room,
                    players + " seats in " + language + ": the table with its headings needs more than " + room + " rows");
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {4, 6})
    void partnersSitOnAdjacentRows(int players) {
        SpiteScreen screen = screen(players);
        Table table = screen.table(Language.english().fonts().small(), Language.english());
        List<Text> names = table.rows().stream().map(row -> row.cells().get(0)).toList();
        int teams = players / 2;
        for (int row = 0; row < players; row++) {
            int team = row / 2;
            int partner = row % 2;
            assertEquals(new Players(Spite.KIND.seatNames(players), Seats.NONE).shortName(team + partner * teams), names.get(row));
        }
    }
}
