package org.tabula.display;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.display.golden.Golden;
import org.tabula.display.golden.Pictures;
import org.tabula.display.screen.EndScreen;
import org.tabula.display.screen.Players;
import org.tabula.display.screen.SeriesScreen;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Table;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.SeatName;
import org.tabula.rules.Series;
import org.tabula.rules.senator.Senator;
import org.tabula.rules.spartacus.Spartacus;
import org.tabula.rules.spite.Spite;
import org.tabula.rules.wheel.Wheel;

/**
 * The end and series tables with people seated, in both languages: names as a club writes them
 * (a long Latin one, short kana, a short Latin one), and the widest a name may be (twelve W's,
 * twelve kana), at the most seats each game allows. Each row names its person whole.
 */
class PeopleEndGoldenTest {
    private static final List<SeatName> CLUB = SeatedPeople.CLUB;
    private static final List<SeatName> WIDEST = SeatedPeople.WIDEST;

    /** A random game of {@code kind} at {@code players} seats played to its end, the people seated at each seat in turn. */
    private static GameState ended(GameKind kind, int players, Map<String, Object> options, List<SeatName> people, long seed) {
        GameState state = SeatedPeople.played(kind, players, options, people, seed, 5_000);
        assertTrue(state.isOver(), kind.name() + " did not end");
        return state;
    }

    private static Players players(GameState state) {
        return SeatedPeople.players(state);
    }

    /** The end in both languages, with what OK does, as {@code name} and {@code ja-name}; each row its person's whole name. */
    private static void check(String name, EndScreen end, Players players) {
        for (int seat = 0; seat < players.count(); seat++) {
            assertEquals(Text.plain(players.seats().name(seat).person()), nameCell(end.table(), seat), name + ": seat " + seat);
        }
        Golden.check(name, Pictures.oled(end.render(Language.english())));
        Golden.check("ja-" + name, Pictures.oled(end.render(Language.japanese())));
    }

    /** The names' cell of the seat's row (rows in seat order). */
    private static Text nameCell(Table table, int seat) {
        return table.rows().get(seat).cells().get(0);
    }

    private static void ends(String name, GameKind kind, int players, Map<String, Object> options, long seed) {
        for (Map.Entry<String, List<SeatName>> people : Map.of("club", CLUB, "widest", WIDEST).entrySet()) {
            GameState state = ended(kind, players, options, people.getValue(), seed);
            Players named = players(state);
            check(name + "-" + people.getKey() + "-end", DrawnGames.endScreen(state.view(GameState.TABLE), named).next(Text.of("console.okMenu")),
                    named);
        }
    }

    @Test
    void wheelOfFive() {
        ends("people-wheel-5", Wheel.KIND, 5, Map.of(), 3);
    }

    @Test
    void spartacusOfFive() {
        ends("people-spartacus-5", Spartacus.KIND, 5, Map.of(), 5);
    }

    @Test
    void spiteOfSixInPartnership() {
        ends("people-spite-6", Spite.KIND, 6, Map.of("partnership", true), 7);
    }

    @Test
    void senatorOfThree() {
        ends("people-senator-3", Senator.KIND, 3, Map.of(), 11);
    }

    /** A game's end in a series (the running totals beside) and the series' result, club names at four seats. */
    @Test
    void aSeries() {
        GameState state = ended(Spartacus.KIND, 4, Map.of(), CLUB, 13);
        Players named = players(state);
        Series series = Series.start(Series.Goal.games(3), 4);
        series = series.record(state.scores()).record(state.scores());
        EndScreen end = DrawnGames.endScreen(state.view(GameState.TABLE), named);
        check("people-spartacus-4-series-end", end.withTotals(series.totals()).next(Text.of("console.okGameOf", 3, 3)), named);
        check("people-series-over", SeriesScreen.of(DrawnGames.of(state.view(GameState.TABLE)).titles().shortName(), series.record(state.scores()), named)
                .next(Text.of("console.okMenu")), named);
    }
}
