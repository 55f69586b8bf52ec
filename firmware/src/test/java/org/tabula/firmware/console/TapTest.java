package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import org.tabula.firmware.script.Move;
import org.tabula.display.text.Text;
import org.tabula.hal.Button;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.spite.SpiteDeck;
import org.tabula.firmware.cards.roman.RomanDeck;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.TagEvent;
import org.tabula.rules.GameState;
import org.tabula.rules.Seat;
import org.tabula.rules.SeatNames;
import org.tabula.rules.View;
import org.tabula.rules.sumo.Sumo;

class TapTest {
    static Card roman(String id) {
        return RomanDeck.DECK.card(id).orElseThrow();
    }

    /** A box with the whole Roman deck enrolled under made-up UIDs (card i is 0400000i). */
    static TestBox enrolled(int readers) throws Exception {
        TestBox box = new TestBox(readers, 7);
        List<Card> cards = RomanDeck.DECK.cards();
        for (int i = 0; i < cards.size(); i++) {
            box.registry.enrol(String.format("04%06X", i), cards.get(i));
        }
        return box;
    }

    private static Match match(TestBox box) {
        return ((PlayActivity) box.console().activity()).match();
    }

    @Test
    void sumoOnSeatReadersOneTapPerMove() throws Exception {
        TestBox box = enrolled(2).choose("Start");
        box.tap(0, roman("R6"));
        assertEquals(Text.of("sumo.chosen", Sumo.KIND.seatNames(2).seat(0)), box.screen().message());
        assertTrue(box.screen().lines().contains(Text.of("console.hand", Sumo.KIND.seatNames(2).seat(0), "1 2 3 4 5 6 *")), "the card stays secret: " + box.text());
        box.tap(1, roman("B3"));
        assertEquals(List.of("0:6", "1:3"), match(box).moves().stream().map(org.tabula.firmware.script.Move::text).toList());
        assertEquals(ScreenModel.Kind.GAME_OVER, box.screen().kind());
    }

    /** Before the banner is placed, Red's card is answered with what the game waits for, not with whose turn it is not. */
    @Test
    void senatorBeforeTheBannerSaysWhoPlacesIt() throws Exception {
        TestBox box = enrolled(1);
        box.chooseUntil("Game:", TestBox.setting("menu.game", Text.of("game.senator")), ConsoleGames.all().size());
        box.choose("Players").choose("Start"); // three by default, which have no banner: OK makes it two
        box.tap(0, roman("R5"));
        assertEquals(Text.of("refuse.senatorBannerFirst", org.tabula.rules.senator.Senator.KIND.seatNames(2).seat(1)), box.screen().message(), box.text());
        assertEquals(List.of(), match(box).moves());
    }

    @Test
    void theBoxShowsExactlyTheSameWhicheverCardEastChose() throws Exception {
        TestBox two = enrolled(2).choose("Start").tap(0, roman("R2"));
        TestBox five = enrolled(2).choose("Start").tap(0, roman("R5"));
        assertEquals(two.text(), five.text());
        org.junit.jupiter.api.Assertions.assertArrayEquals(last(two.devices.oledWrites), last(five.devices.oledWrites));
        org.junit.jupiter.api.Assertions.assertArrayEquals(two.leds(), five.leds());
    }

    private static byte[] last(List<byte[]> frames) {
        return frames.get(frames.size() - 1);
    }

    @Test
    void onATableReaderTheCardsColourSaysWhoseMoveItIs() throws Exception {
        TestBox box = enrolled(1).choose("Start");
        box.tap(0, roman("B2"));
        box.tap(0, roman("R2"));
        assertEquals(List.of("1:2", "0:2"), match(box).moves().stream().map(org.tabula.firmware.script.Move::text).toList());
        SeatNames seats = Sumo.KIND.seatNames(2);
        assertTrue(box.screen().lines().contains(Text.of("sumo.last", seats.seat(0), 2, seats.seat(1), 2)), box.text());
    }

    @Test
    void aCardNamedByItsNdefTextNeedsNoEnrolment() {
        TestBox box = new TestBox(2, 7).choose("Start");
        box.tag(new TagEvent(0, TagEvent.Kind.ARRIVED, new byte[] {9, 9, 9, 9}, Optional.of("roman:R4")));
        assertEquals(List.of("0:4"), match(box).moves().stream().map(org.tabula.firmware.script.Move::text).toList());
    }

    @Test
    void refusedTapsSayWhyPulseRedAndChangeNothing() throws Exception {
        TestBox box = enrolled(2).choose("Start");
        box.tap(0, roman("R2")).tap(1, roman("B2"));
        box.tap(0, roman("R5"));
        Seat east = Sumo.KIND.seatNames(2).seat(0);
        Seat west = Sumo.KIND.seatNames(2).seat(1);
        Text sumo = ConsoleGames.of(Sumo.KIND).titles().name();
        assertRefused(box, () -> box.tapUid(0, "DEADBEEF"), Text.of("error.unknownCard"));
        assertRefused(box, () -> {
            box.tag(new TagEvent(1, TagEvent.Kind.ARRIVED, new byte[] {1, 2, 3, 4}, Optional.of("spite:7H/1")));
        }, Text.of("refuse.otherDeck", SpiteDeck.DECK.card("7H/1").orElseThrow().title(), SpiteDeck.DECK.title()));
        assertRefused(box, () -> box.tap(1, roman("B2")), Text.of("refuse.cardLies", roman("B2").title(), Text.of("place.played", west)));
        assertRefused(box, () -> box.tap(1, roman("R3")), Text.of("refuse.notSeatsCard", roman("R3").title(), west));
        assertRefused(box, () -> box.tap(0, roman("R3")), Text.of("refuse.choseAlready", east));
        assertRefused(box, () -> box.tap(1, roman("BB")), Text.of("refuse.notInGame", roman("BB").title(), sumo));
        assertRefused(box, () -> box.tap(1, roman("B9")), Text.of("refuse.notInGame", roman("B9").title(), sumo));
        assertRefused(box, () -> box.tap(1, roman("G4")), Text.of("refuse.notInGame", roman("G4").title(), sumo));
        box.tap(1, roman("B4"));
        assertEquals(List.of("0:2", "1:2", "0:5", "1:4"), match(box).moves().stream().map(org.tabula.firmware.script.Move::text).toList());
    }

    private static void assertRefused(TestBox box, Runnable tap, Text message) {
        GameState state = match(box).state();
        View before = state.view(GameState.TABLE);
        List<Move> moves = match(box).moves();
        tap.run();
        assertEquals(message, box.screen().message(), box.text());
        assertTrue(box.pulsesRed(), "a red pulse");
        assertEquals(moves, match(box).moves());
        assertEquals(before, match(box).state().view(GameState.TABLE));
        box.pass(Notice.SHOW_NANOS / 1_000_000);
    }
}
