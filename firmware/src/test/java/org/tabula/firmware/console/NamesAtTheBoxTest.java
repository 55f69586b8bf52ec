package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.GameLogRecorder;
import org.tabula.firmware.archive.ArchiveEntry;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.cards.roman.RomanDeck;
import org.tabula.firmware.club.PlayerName;
import org.tabula.firmware.club.Roster;
import org.tabula.firmware.club.RosterRefusal;
import org.tabula.firmware.play.ConsoleGame;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.SeatsInTexts;
import org.tabula.firmware.screen.DisplayRenderer;
import org.tabula.firmware.screen.Lights;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.firmware.web.LiveTable;
import org.tabula.hal.Button;
import org.tabula.hal.TagEvent;
import org.tabula.rules.Seat;
import org.tabula.rules.SeatName;
import org.tabula.rules.SeededRandom;

/**
 * People sit by name at the menu's seats (a badge on a seat's reader, or OK through the roster's
 * names), and every screen of their games names them without a cut, in both languages: the widest
 * 12-character name the Latin fonts draw and a name in kana, as the screen calls them, in every
 * sentence that names their seats (a refusal of a mis-tap or a PASS, the take-back question, the
 * end); the archive keeps their whole names.
 */
class NamesAtTheBoxTest {
    private static final List<String> NAMES = List.of("WWWWWWWWWWWW", "アキ・タナカ", "Bartholomeus", "Zoë");
    private static final int PRESSES = 400;

    @TempDir
    Path state;

    private static Roster roster() throws Exception {
        Roster roster = Roster.inMemory();
        for (String name : NAMES) {
            roster.add(name);
        }
        return roster;
    }

    private static TagEvent badge(int reader, String text) {
        return new TagEvent(reader, TagEvent.Kind.ARRIVED, new byte[] {4, 9, 9, (byte) reader}, Optional.of(text));
    }

    /** What the screen calls the person of {@link #NAMES} {@code index}: as much of the name as the room of a seat's name takes. */
    private static String onScreen(int index) throws RosterRefusal {
        return PlayerName.parse(NAMES.get(index)).onScreen();
    }

    /** Moves the menu's highlight to the line that uses {@code key} and presses OK. */
    private static void open(TestBox box, String key) {
        for (int i = 0; i <= box.screen().lines().size(); i++) {
            if (TestBox.uses(box.selectedLine(), key)) {
                box.press(Button.OK);
                return;
            }
            box.press(Button.RIGHT);
        }
        throw new AssertionError("no line of " + key + " on\n" + box.text());
    }

    @Test
    void aBadgeOnASeatsReaderSitsItsPersonThereAndAnythingElseIsRefusedWithWhy() throws Exception {
        TestBox box = new TestBox(2, 1, CardRegistry.inMemory(), org.tabula.firmware.play.MatchRecorder.NONE,
                LanguageChoice.inMemory(Language.english()), LiveTable.OFF, roster());
        box.pass(50);
        open(box, "console.seats");
        box.tag(badge(1, "badge:Bartholomeus"));
        assertTrue(TestBox.uses(box.screen().message(), "roster.seated"), box.text());
        assertEquals(Text.of("console.setting", Text.of("seat.west"), Text.plain("Bartholomeus")), box.screen().lines().get(1));
        // The same person's badge at the other seat moves them there.
        box.tag(badge(0, "badge:bartholomeus"));
        assertEquals(Text.of("console.setting", Text.of("seat.east"), Text.plain("Bartholomeus")), box.screen().lines().get(0));
        assertEquals(Text.of("console.setting", Text.of("seat.west"), Text.of("menu.person")), box.screen().lines().get(1));
        List<Text> before = box.screen().lines();
        box.tag(badge(1, "badge:Nobody"));
        assertTrue(TestBox.uses(box.screen().message(), RosterRefusal.Reason.UNKNOWN_BADGE.key()), box.text());
        box.tag(badge(1, RomanDeck.DECK.card("R7").orElseThrow().ndefText()));
        assertTrue(TestBox.uses(box.screen().message(), "roster.notBadge"), box.text());
        assertEquals(before, box.screen().lines(), "a refused tap changes no seat");
        // OK on a seat goes through people, each name not seated elsewhere, then the bots.
        box.press(Button.RIGHT, Button.OK);
        assertEquals(Text.of("console.setting", Text.of("seat.west"), Text.plain("WWWWWWWWWWWW")), box.screen().lines().get(1));
    }

    @Test
    void everyGamesScreensNameItsPeopleWholeInBothLanguagesAndTheArchiveKeepsThem() throws Exception {
        Map<String, String> cuts = new LinkedHashMap<>();
        DisplayRenderer renderer = new DisplayRenderer(19);
        int screens = 0;
        List<String> refusalsNamed = new ArrayList<>();
        List<SeatName> people = List.of(PlayerName.parse(NAMES.get(0)).seatName(), PlayerName.parse(NAMES.get(1)).seatName());
        try (GameLogRecorder recorder = GameLogRecorder.open(state)) {
            for (Language language : Language.all()) {
                for (int game = 0; game < ConsoleGames.all().size(); game++) {
                    ConsoleGame played = ConsoleGames.all().get(game);
                    String where = language.code() + " " + played.kind().name();
                    List<Card> deck = played.declaration().deck().map(Deck::cards).orElse(List.of());
                    TestBox box = new TestBox(2, 7 + game, CardRegistry.inMemory(), recorder, LanguageChoice.inMemory(language),
                            LiveTable.OFF, roster());
                    box.pass(50);
                    for (int i = 0; i < game; i++) {
                        box.press(Button.OK);
                    }
                    open(box, "console.seats");
                    box.tag(badge(0, "badge:" + NAMES.get(0)));
                    box.tag(badge(1, "badge:" + NAMES.get(1)));
                    box.press(Button.BACK);
                    int archived = recorder.finishedGames().entries().size();
                    open(box, "console.start");
                    boolean named = false;
                    boolean refusalNamed = false;
                    boolean questionNamed = false;
                    int taps = 0;
                    SeededRandom rng = new SeededRandom(game);
                    for (int press = 0; press < PRESSES && recorder.finishedGames().entries().size() == archived; press++) {
                        ScreenModel screen = box.screen();
                        String at = where + ", press " + press;
                        NoWordCutAtTheBoxTest.check(renderer, screen, at, cuts);
                        screens++;
                        named |= screen.text().contains(onScreen(0)) && screen.text().contains(onScreen(1));
                        // Every seat of the two named people that any sentence of the match names is the person.
                        List<Seat> seats = SeatsInTexts.of(List.of(screen.title(), screen.lines(), screen.message() == null ? List.of() : screen.message()));
                        for (Seat seat : seats) {
                            if (seat.index() < people.size()) {
                                assertEquals(people.get(seat.index()), seat.name(), at + ": " + screen.text());
                            }
                        }
                        boolean person = seats.stream().anyMatch(seat -> seat.name().isPerson());
                        refusalNamed |= person && screen.message() != null && screen.lights().pulse() == Lights.Pulse.REFUSED
                                && SeatsInTexts.of(screen.message()).stream().anyMatch(seat -> seat.name().isPerson());
                        questionNamed |= person && TestBox.uses(screen.title(), "console.takeBackOne") && screen.note() != null
                                && SeatsInTexts.of(screen.note()).stream().anyMatch(seat -> seat.name().isPerson());
                        // In play, the deck's cards tapped in turn until one is refused naming a person (a mis-tap), then BACK held
                        // once a named person's move may be taken back, until the question names one; else forward mostly, so games end; never BACK, which would leave the game for the menu.
                        boolean inPlay = screen.kind() == ScreenModel.Kind.PLAY;
                        boolean takeable = box.console().match().map(match -> match.takeBackOffer(1).allowed()
                                && match.moves().get(match.moves().size() - 1).seat() < people.size()).orElse(false);
                        int roll = rng.nextInt(100);
                        if (inPlay && !refusalNamed && taps < deck.size()) {
                            // On the reader of a seat not to move where there is one: whatever the card, it is no play of that seat.
                            int reader = box.console().match().map(match -> match.state().toMove().contains(0) ? 1 : 0).orElse(0);
                            Card card = deck.get(taps++);
                            box.tag(new TagEvent(reader, TagEvent.Kind.ARRIVED, new byte[] {4, 1, 2, 3}, Optional.of(card.ndefText())));
                        } else if (inPlay && takeable && !questionNamed) {
                            box.hold(Button.BACK);
                        } else {
                            box.press(roll < 70 ? TestBox.forward(screen) : roll < 85 ? Button.RIGHT : Button.PASS);
                        }
                        box.pass(roll < 10 ? 3500 : 20);
                    }
                    assertTrue(named, where + ": no screen named both people");
                    if (refusalNamed) {
                        refusalsNamed.add(where);
                    }
                    assertTrue(questionNamed, where + ": no take-back question named a person");
                    if (recorder.finishedGames().entries().size() > archived) {
                        ArchiveEntry entry = recorder.finishedGames().latest(1).get(0);
                        assertEquals(NAMES.subList(0, 2), entry.names().subList(0, 2), where);
                    }
                }
            }
        }
        // A game whose taps go to the seat to move (a card in a shared circle) refuses no tap by its seat's name: most do.
        assertTrue(refusalsNamed.size() > ConsoleGames.all().size(), "refusals named a person only in " + refusalsNamed);
        assertTrue(cuts.isEmpty(), cuts.size() + " texts cut (" + screens + " screens drawn):\n" + String.join("\n", cuts.values()));
    }
}
