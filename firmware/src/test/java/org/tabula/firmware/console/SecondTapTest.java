package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.tabula.firmware.script.Move;
import org.tabula.display.text.Text;
import org.tabula.firmware.GameLogRecorder;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.spite.SpiteDeck;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.hal.Button;
import org.tabula.rules.Place;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;

/**
 * Issue 40, part 1: a second tap of a Spite and Malice card already played lies where the table
 * put it, and is refused with its place; it held before only while the card sat on a discard or
 * pay-off pile, so a card on a centre pile played again from a hand the box cannot see.
 */
class SecondTapTest {
    @TempDir
    Path state;

    static Card spite(String id) {
        return SpiteDeck.DECK.card(id).orElseThrow();
    }

    static CardRegistry registry() throws Exception {
        CardRegistry registry = CardRegistry.inMemory();
        List<Card> cards = SpiteDeck.DECK.cards();
        for (int i = 0; i < cards.size(); i++) {
            registry.enrol(String.format("04%06X", i), cards.get(i));
        }
        return registry;
    }

    /** A table deal of Spite and Malice, pay-off tops 9C and 5D turned up, and P1's AS and 2H played to centre 1. */
    static TestBox aceAndTwoOnCentre(CardRegistry registry, MatchRecorder recorder) {
        TestBox box = new TestBox(1, 7, registry, recorder);
        for (int i = 0; i < 10 && !box.selectedLine().equals(TestBox.setting("menu.game", Text.of("game.spite"))); i++) {
            box.choose("Game:");
        }
        box.choose("Start");
        box.tap(0, spite("9C/1")).tap(0, spite("5D/1"));
        assertEquals(Seats.only(0), match(box).state().toMove());
        box.tap(0, spite("AS/1"));
        box.tap(0, spite("2H/1")).press(Button.OK);
        assertEquals(List.of("reveal:9C", "reveal:5D", "0:HAS>C+", "0:H2H>C1"), match(box).moves().stream().map(org.tabula.firmware.script.Move::text).toList());
        return box;
    }

    private static Match match(TestBox box) {
        return box.console().match().orElseThrow();
    }

    private static Text onCentre(String card, int pile) {
        return Text.of("refuse.cardLies", Text.plain(card), Text.of("place.centre", Place.of(pile - 1)));
    }

    @Test
    void aCardOnACentrePileIsRefusedWithItsPlaceAndChangesNothing() throws Exception {
        TestBox box = aceAndTwoOnCentre(registry(), MatchRecorder.NONE);
        List<Move> before = match(box).moves();
        box.tap(0, spite("2H/1"));
        assertEquals(onCentre("2H", 1), box.screen().message());
        assertTrue(box.pulsesRed());
        box.tap(0, spite("AS/1"));
        assertEquals(onCentre("AS", 1), box.screen().message());
        assertEquals(before, match(box).moves());
        assertEquals(Seats.only(0), match(box).state().toMove());
        // The other copy of 2H may be in the hand the box cannot see: it plays (onto a discard pile, the only place left for it).
        box.tap(0, spite("2H/2"));
        assertEquals(new Move(0, "H2H>D1"), match(box).moves().get(4));
    }

    @Test
    void aTakeBackPutsTheCardBackInTheHandAndItPlaysAgain() throws Exception {
        TestBox box = aceAndTwoOnCentre(registry(), MatchRecorder.NONE);
        box.hold(Button.BACK).press(Button.OK);
        assertEquals(List.of("reveal:9C", "reveal:5D", "0:HAS>C+"), match(box).moves().stream().map(org.tabula.firmware.script.Move::text).toList());
        box.tap(0, spite("2H/1")).press(Button.OK);
        assertEquals(new Move(0, "H2H>C1"), match(box).moves().get(3));
        box.tap(0, spite("2H/1"));
        assertEquals(onCentre("2H", 1), box.screen().message());
    }

    @Test
    void afterARestartTheBoxStillKnowsWhereEachCopyLies() throws Exception {
        CardRegistry registry = registry();
        // The recorder is never closed: the power goes after 2H is played.
        aceAndTwoOnCentre(registry, GameLogRecorder.open(state));
        try (GameLogRecorder after = GameLogRecorder.open(state)) {
            Match resumed = after.unfinished(new SeededRandom(1)::nextLong).orElseThrow();
            assertEquals(java.util.Arrays.asList(spite("9C/1"), spite("5D/1"), spite("AS/1"), spite("2H/1")), resumed.cards());
            TestBox again = new TestBox(1, 7, registry, after);
            again.console().startWith(context -> Activities.resume(context, resumed));
            again.pass(50);
            again.tap(0, spite("2H/1"));
            assertEquals(onCentre("2H", 1), again.screen().message());
            assertEquals(4, resumed.moves().size());
        }
    }
}
