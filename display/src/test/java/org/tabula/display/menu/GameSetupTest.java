package org.tabula.display.menu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.tabula.display.screen.Menu;
import org.tabula.rules.GameKind;
import org.tabula.rules.OptionSpec;
import org.tabula.display.text.Language;
import org.tabula.rules.games.Games;
import org.tabula.rules.Seats;
import org.tabula.rules.sumo.Sumo;

class GameSetupTest {
    private static final Language ENGLISH = Language.english();
    private final GameSetup sumo = GameSetup.first(List.of(Sumo.KIND));

    @Test
    void linesAreGamePlayersOptionsSeatsStartAndLanguage() {
        assertEquals(List.of(SetupLine.GAME, SetupLine.PLAYERS, SetupLine.option("zeroCard"), SetupLine.option("hand"),
                SetupLine.option("ringSize"), SetupLine.seat(0), SetupLine.seat(1), SetupLine.START,
                SetupLine.LANGUAGE), sumo.lines());
    }

    @Test
    void theMenuSaysWhatEachLineIsSetTo() {
        Menu menu = sumo.menu(0);
        List<String> lines = menu.items().stream()
                .map(item -> ENGLISH.format(item.label()) + (item.value() == null ? "" : "=" + ENGLISH.format(item.value()))).toList();
        assertEquals(List.of("Game=Sumo", "Players=2", "0 card=off", "Hand=1,2,3,4,5,6", "Ring size=17", "East=Person", "West=Person",
                "Start game", "Language=English"), lines);
        assertNull(menu.items().get(7).value());
    }

    @Test
    void flagsToggleAndSeatsBecomeBots() {
        GameSetup changed = sumo.adjust(SetupLine.option("zeroCard"), 1).adjust(SetupLine.seat(1), -1);
        assertTrue(changed.options().flag("zeroCard"));
        assertEquals(Seats.of(1), changed.bots());
        assertTrue(changed.menu(6).items().get(6).bot());
        assertEquals("Bot", ENGLISH.format(changed.menu(6).items().get(6).value()));
        assertFalse(changed.adjust(SetupLine.seat(1), 1).bots().contains(1));
    }

    @Test
    void numbersSkipValuesTheGameRefuses() {
        // Ring sizes must be odd: RIGHT from 17 goes to 19, LEFT to 15.
        assertEquals(19, sumo.adjust(SetupLine.option("ringSize"), 1).options().number("ringSize"));
        assertEquals(15, sumo.adjust(SetupLine.option("ringSize"), -1).options().number("ringSize"));
        GameSetup smallest = new GameSetup(List.of(Sumo.KIND), Sumo.KIND, 2, Sumo.KIND.parseOptions(java.util.Map.of("ringSize", 3)), Seats.NONE,
                ENGLISH);
        assertEquals(smallest, smallest.adjust(SetupLine.option("ringSize"), -1));
    }

    @Test
    void aFixedPlayerCountStaysAndListsAreNotChangedByButtons() {
        assertEquals(sumo, sumo.adjust(SetupLine.PLAYERS, 1));
        assertEquals(sumo, sumo.adjust(SetupLine.option("hand"), 1));
        assertEquals(sumo, sumo.adjust(SetupLine.START, 1));
    }

    @Test
    void changingTheGameStartsItFromItsDefaults() {
        GameSetup changed = GameSetup.first(Games.all()).adjust(SetupLine.seat(0), 1).adjust(SetupLine.GAME, 1);
        assertEquals(Seats.NONE, changed.bots());
        assertEquals(changed.kind().minPlayers(), changed.players());
    }

    @Test
    void impossibleSetupsAreRefused() {
        assertThrows(RuntimeException.class, () -> new GameSetup(List.of(Sumo.KIND), Sumo.KIND, 3, Sumo.KIND.parseOptions(null), Seats.NONE, ENGLISH));
        assertThrows(IllegalArgumentException.class, () -> new GameSetup(List.of(Sumo.KIND), Sumo.KIND, 2, Sumo.KIND.parseOptions(null), Seats.of(2), ENGLISH));
    }

    /** Room for a label beside a value as wide as "off" with its arrows, in the medium font: 14 characters. */
    private static final int LABEL_ROOM = 84;

    @Test
    void everyOptionLabelFitsBesideItsValue() {
        for (GameKind kind : Games.all()) {
            for (OptionSpec spec : kind.optionSpecs()) {
                String label = ENGLISH.format("option." + kind.name() + "." + spec.name());
                assertTrue(ENGLISH.fonts().medium().width(label) <= LABEL_ROOM, label + " is too long for the menu");
            }
        }
    }

    @Test
    void theCursorWrapsRound() {
        Menu menu = sumo.menu(0);
        assertEquals(8, menu.moveCursor(-1).cursor());
        assertEquals(0, menu.moveCursor(9).cursor());
        assertThrows(IllegalArgumentException.class, () -> sumo.menu(9));
    }

    @Test
    void theLanguageLineCyclesThroughTheLanguagesAndNamesEachInItself() {
        GameSetup japanese = sumo.adjust(SetupLine.LANGUAGE, 1);
        assertEquals(Language.japanese(), japanese.language());
        assertEquals(sumo, japanese.adjust(SetupLine.LANGUAGE, 1));
        assertEquals(japanese, sumo.adjust(SetupLine.LANGUAGE, -1));
        Menu menu = japanese.menu(8);
        assertEquals("日本語", Language.japanese().format(menu.items().get(8).value()));
        assertEquals("言語", Language.japanese().format(menu.items().get(8).label()));
        assertEquals("相撲", Language.japanese().format(menu.items().get(0).value()));
    }

    @Test
    void theLanguageStaysWhenTheGameOrPlayersChange() {
        GameSetup japanese = GameSetup.first(Games.all()).withLanguage(Language.japanese());
        assertEquals(Language.japanese(), japanese.adjust(SetupLine.GAME, 1).language());
        assertEquals(Language.japanese(), japanese.adjust(SetupLine.GAME, 1).adjust(SetupLine.PLAYERS, 1).language());
        assertEquals(Language.japanese(), japanese.adjust(SetupLine.seat(0), 1).language());
    }
}
