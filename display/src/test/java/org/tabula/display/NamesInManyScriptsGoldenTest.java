package org.tabula.display;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.tabula.display.Plays.Played;
import org.tabula.display.golden.Golden;
import org.tabula.display.golden.Pictures;
import org.tabula.display.screen.Players;
import org.tabula.display.screen.Screen;
import org.tabula.display.screen.Menu;
import org.tabula.display.screen.MenuScreen;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.rules.GameState;
import org.tabula.rules.SeatName;
import org.tabula.rules.Seats;
import org.tabula.rules.SeatNames;
import org.tabula.rules.View;
import org.tabula.rules.spartacus.Spartacus;

/**
 * People named in Polish, Russian, Greek and Japanese (a kanji no sentence of the box uses) at one
 * table, in both languages: each letter from the font that has it, the Latin, Greek and Cyrillic
 * ones from misc-fixed, the kanji from misaki (issue 44). Short forms as the firmware's
 * {@code PlayerName.onScreen} gives them.
 */
class NamesInManyScriptsGoldenTest {
    private static final List<SeatName> PEOPLE = List.of(SeatName.person("Łukasz", "Łukasz"), SeatName.person("Дмитрий", "Дмитри"),
            SeatName.person("Ελένη", "Ελένη"), SeatName.person("渡邊", "渡邊"));

    private static void check(String name, Screen screen) {
        for (Language language : Language.all()) {
            Golden.check(language.code() + "-names-" + name, Pictures.oled(screen.render(language)));
        }
    }

    @Test
    void everyLetterOfTheNamesHasItsGlyphInEverySize() {
        for (Language language : Language.all()) {
            for (SeatName person : PEOPLE) {
                language.fonts().all().forEach(font -> assertEquals(-1, font.firstMissing(person.person()), person + " in " + font.name()));
            }
        }
    }

    @Test
    void spartacusWithPeopleOfFourScripts() {
        Players players = new Players(Spartacus.KIND.seatNames(4).seated(PEOPLE), Seats.NONE);
        Played open = Plays.playFrom(Spartacus.KIND, 4, Map.of(), Map.of("leader", 0), "0:9", "1:7", "2:pass");
        check("spartacus-open-trick", DrawnGames.playScreen(open.state().view(GameState.TABLE), open.latest(), players));
        Played over = Plays.random(Spartacus.KIND, 4, Map.of(), 9, 400);
        View end = over.state().view(GameState.TABLE);
        check("spartacus-over", DrawnGames.endScreen(end, players));
    }

    /** The menu's seats as the console lists them ("Red: Łukasz"), whole names in the medium font. */
    @Test
    void theSeatsMenuWithPeopleOfFourScripts() {
        SeatNames seats = Spartacus.KIND.seatNames(4);
        List<Text> lines = new ArrayList<>();
        for (int seat = 0; seat < PEOPLE.size(); seat++) {
            lines.add(Text.of("console.setting", Text.name(seats.name(seat)), Text.plain(PEOPLE.get(seat).person())));
        }
        check("seats-menu", new MenuScreen(new Menu(Text.of("console.seats"), lines, 1)));
    }
}
