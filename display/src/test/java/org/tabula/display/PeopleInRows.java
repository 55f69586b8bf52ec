package org.tabula.display;

import java.util.ArrayList;
import java.util.List;

import org.tabula.display.screen.Players;
import org.tabula.display.screen.Screen;
import org.tabula.display.text.Language;
import org.tabula.rules.SeatName;

/**
 * Whether a screen of a table a row a seat (an end's, a series') names every person seated there
 * by their whole name: as many texts drawn that are the name and nothing else, with ink, as seats
 * the person sits at. For the no-cut test of the display.
 */
final class PeopleInRows {
    private PeopleInRows() {
    }

    /** The people the screen does not name in a row of their own, one line each ("WWWWWWWWWWWW at 2 seats, drawn 0 times"), or empty. */
    static List<String> missing(Screen screen, Language language, Players players) {
        List<String> drawn = InkedTexts.of(screen, language).stream().map(InkedTexts.Inked::text).toList();
        List<String> missing = new ArrayList<>();
        List<String> people = new ArrayList<>();
        for (int seat = 0; seat < players.count(); seat++) {
            SeatName name = players.seats().name(seat);
            if (name.isPerson() && !people.contains(name.person())) {
                people.add(name.person());
            }
        }
        for (String person : people) {
            long seats = 0;
            for (int seat = 0; seat < players.count(); seat++) {
                seats += person.equals(players.seats().name(seat).person()) ? 1 : 0;
            }
            long rows = drawn.stream().filter(person::equals).count();
            if (rows != seats) {
                missing.add(person + " at " + seats + " seats, drawn " + rows + " times");
            }
        }
        return missing;
    }
}
