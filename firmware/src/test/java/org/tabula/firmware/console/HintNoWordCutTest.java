package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.tabula.display.screen.Prompts;
import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.play.ConsoleGame;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.screen.DisplayRenderer;
import org.tabula.firmware.screen.Lights;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.rules.GameKind;
import org.tabula.rules.Seat;
import org.tabula.rules.Why;

/**
 * Every reason a hint gives fits whole over the seat's list, as the box shows it, in every
 * language and for every game's seats at every player count, with its longest arguments: the
 * seat with the longest name, a two-digit number, a three-character card.
 */
class HintNoWordCutTest {
    private static final Pattern PLACE = Pattern.compile("\\{(\\d+)(?:,(\\w+))?}");

    @Test
    void everyWhyOfEveryGameFitsOverTheList() {
        DisplayRenderer renderer = new DisplayRenderer(19);
        List<String> cuts = new ArrayList<>();
        int drawn = 0;
        for (ConsoleGame console : ConsoleGames.all()) {
            GameKind kind = console.kind();
            List<Why.Reason> reasons = new ArrayList<>(kind.whyReasons());
            reasons.addAll(List.of(org.tabula.rules.CommonWhy.values()));
            for (int players = kind.minPlayers(); players <= kind.maxPlayers(); players++) {
                for (Why.Reason reason : reasons) {
                    for (int seat = 0; seat < players; seat++) {
                        Why why = new Why(reason, arguments(reason, kind.seatNames(players).seat(seat)));
                        ScreenModel screen = ScreenModel.of(ScreenModel.Kind.CHOICE, Text.of("console.choose", Text.plain("P1")),
                                List.of(Text.plain("Play 2"), Text.plain("Play 3")), 0, Lights.OFF).withMessage(Prompts.why(why));
                        for (Language language : Language.all()) {
                            String where = kind.name() + " " + players + "p " + reason.key() + " " + language.code();
                            renderer.picture(screen.in(language)).render(language, (text, shown, area) -> cuts.add(where + ": \"" + text + "\" shown as \"" + shown + "\""));
                            drawn++;
                        }
                    }
                }
            }
        }
        assertTrue(drawn > 200, "drawn: " + drawn);
        assertEquals(List.of(), cuts.stream().distinct().toList());
    }

    /** The reason's arguments, longest first: the seat where it takes a seat, else a number or card of three characters. */
    private static List<Object> arguments(Why.Reason reason, Seat seat) {
        List<Object> args = new ArrayList<>();
        Matcher matcher = PLACE.matcher(reason.english());
        while (matcher.find()) {
            int index = Integer.parseInt(matcher.group(1));
            while (args.size() <= index) {
                args.add(null);
            }
            args.set(index, "seat".equals(matcher.group(2)) ? seat : "10H");
        }
        return args;
    }
}
