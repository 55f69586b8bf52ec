package org.tabula.display;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import org.tabula.display.golden.Golden;
import org.tabula.display.golden.Pictures;
import org.tabula.display.screen.Players;
import org.tabula.display.screen.Screen;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.display.widget.Table;
import org.tabula.rules.Game;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.SeatName;
import org.tabula.rules.SeatNames;
import org.tabula.rules.Seats;

/** People seated for the display's tests: names as a club writes them, and the widest a name may be. */
public final class SeatedPeople {
    /** Names of every length a club has: twelve letters, two kana, four letters, two, three. */
    public static final List<SeatName> CLUB = List.of(SeatName.person("Bartholomeus", "Bartho"), SeatName.person("アキ", "アキ"),
            SeatName.person("Ines", "Ines"), SeatName.person("Jo", "Jo"), SeatName.person("Mia", "Mia"));
    /** The widest names a seat may have: twelve Latin letters as wide as any, twelve kana. */
    public static final List<SeatName> WIDEST = List.of(SeatName.person("WWWWWWWWWWWW", "WWWWWW"), SeatName.person("タカハシ・サクラコタロウ", "タカハ"));

    private SeatedPeople() {
    }

    /** The game's names for its seats with the people seated at each seat in turn. */
    public static SeatNames seated(SeatNames names, List<SeatName> people) {
        List<SeatName> seated = new ArrayList<>();
        for (int seat = 0; seat < names.count(); seat++) {
            seated.add(people.get(seat % people.size()));
        }
        return names.seated(seated);
    }

    /** A game of {@code kind} at {@code players} seats, the people seated, after {@code moves} random moves. */
    public static GameState played(GameKind kind, int players, Map<String, Object> options, List<SeatName> people, long seed, int moves) {
        Game plain = kind.create(players, kind.parseOptions(options));
        return Plays.random(plain.withSeatNames(seated(plain.seatNames(), people)).start(seed), seed, moves).state();
    }

    /**
     * The names' cell a table during play has for the seat: the person seated there as the
     * screen's sentences call them (the catalogue's form), else the seat's short name.
     */
    public static Text inPlayRowName(Players players, int seat) {
        SeatName name = players.seats().name(seat);
        return name.isPerson() ? new Text.Person(name) : Text.name(players.seats().shortName(seat));
    }

    /** That each row of a table during play names its seat ({@code seats}, top to bottom) as {@link #inPlayRowName}. */
    public static void assertRowNames(String name, Table table, Players players, List<Integer> seats) {
        for (int row = 0; row < seats.size(); row++) {
            int seat = seats.get(row);
            assertEquals(inPlayRowName(players, seat), table.rows().get(row).cells().get(0), name + ": seat " + seat);
        }
    }

    /** The seats in order, for a table a row a seat. */
    public static List<Integer> inOrder(int players) {
        return IntStream.range(0, players).boxed().toList();
    }

    /** A screen during play in both languages, as {@code name} and {@code ja-name}. */
    public static void golden(String name, Screen screen) {
        Golden.check(name, Pictures.oled(screen.render(Language.english())));
        Golden.check("ja-" + name, Pictures.oled(screen.render(Language.japanese())));
    }

    /** The seats' names as the screens take them, from the state's game. */
    public static Players players(GameState state) {
        return new Players(state.game().seatNames(), Seats.NONE);
    }
}
