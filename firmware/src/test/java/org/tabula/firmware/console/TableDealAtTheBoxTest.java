package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.tabula.firmware.script.Move;
import org.tabula.display.screen.Prompts;
import org.tabula.display.spite.PayoffReveal;
import org.tabula.display.text.Text;
import org.tabula.firmware.GameLogRecorder;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.spite.SpiteDeck;
import org.tabula.firmware.cards.roman.RomanDeck;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.cards.Deck;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;
import org.tabula.rules.GameState;
import org.tabula.rules.Place;
import org.tabula.rules.Refusal;
import org.tabula.rules.SeatNames;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;
import org.tabula.rules.spite.Spite;
import org.tabula.rules.wheel.Wheel;
import org.tabula.rules.wheel.WheelRefusal;

/** A table deal from the menu: the players lay or turn up real cards and tap them; the box takes each as the table's reveal. */
class TableDealAtTheBoxTest {
    /** The circle seed 2002 shuffles (examples/wheel-table-deal.json), as the players lay it. */
    private static final List<String> CIRCLE = List.of("R2", "Y5", "B1", "R5", "Y4", "B4", "W3", "Y2", "W4", "R4", "Y1", "G4", "G1",
            "W1", "W2", "R3", "B2", "G2", "G3", "Y3", "G5", "W5", "B5", "R1", "B3");

    private static final Text DEALT_AT_THE_TABLE = TestBox.setting("console.deal", Text.of("console.dealTable"));
    private static final Text DEALT_BY_THE_BOX = TestBox.setting("console.deal", Text.of("console.dealBox"));

    private static TestBox enrolled(int readers, Deck deck) throws Exception {
        TestBox box = new TestBox(readers, 7);
        List<Card> cards = deck.cards();
        for (int i = 0; i < cards.size(); i++) {
            box.registry.enrol(String.format("04%06X", i), cards.get(i));
        }
        return box;
    }

    private static Match match(TestBox box) {
        return ((PlayActivity) box.console().activity()).match();
    }

    @Test
    void wheelIsDealtAtTheTableByDefaultAndEachTapLaysTheNextCard() throws Exception {
        TestBox box = enrolled(1, RomanDeck.DECK).game(Wheel.KIND);
        assertTrue(box.screen().lines().contains(DEALT_AT_THE_TABLE), box.text());
        box.choose("Start");
        assertTrue(box.screen().lines().contains(Text.of("wheel.layCircle", 0, 25)), box.text());
        for (String card : CIRCLE.subList(0, 17)) {
            box.tap(0, TapTest.roman(card));
        }
        assertTrue(box.screen().lines().contains(Text.of("wheel.layCircle", 17, 25)), box.text());
        assertEquals(Text.of("wheel.eventLaid", "B2", 17), box.screen().message());

        // A card laid already, and a Roman card the game does not use: refused with the reason, nothing changes.
        // Y5 lies at the second place: a typed Place, which every catalogue names counting from 1 (MessageArgumentsTest).
        box.tap(0, TapTest.roman("Y5"));
        assertEquals(Prompts.refused(Refusal.of(WheelRefusal.ALREADY_LAID, "Y5", Place.of(1), 1)), box.screen().message());
        box.tap(0, TapTest.roman("R7"));
        assertEquals(Text.of("refuse.notInGame", TapTest.roman("R7").title(), ConsoleGames.of(Wheel.KIND).titles().name()), box.screen().message());
        assertEquals(17, match(box).moves().size());

        for (String card : CIRCLE.subList(17, 25)) {
            box.tap(0, TapTest.roman(card));
        }
        assertFalse(match(box).state().toMove().equals(Seats.CHANCE));
        assertTrue(box.screen().lines().contains(Text.of("console.tapOrOk", Text.name(match(box).game().seatNames().name(0)))), box.text());
        // The first move by a tap of the card two on from the pawn, as at a box deal.
        box.tap(0, TapTest.roman("Y5"));
        box.press(Button.OK);
        Match match = match(box);
        assertEquals(26, match.moves().size());
        assertEquals(new Move(GameState.CHANCE, "R2"), match.moves().get(0));
        assertEquals(org.tabula.firmware.script.GameSetup.TABLE_DEAL, match.script().current().setup());
    }

    @TempDir
    Path state;

    @Test
    void aPowerCutMidCircleComesBackAskingForTheNextCard() throws Exception {
        CardRegistry registry = CardRegistry.inMemory();
        List<Card> cards = RomanDeck.DECK.cards();
        for (int i = 0; i < cards.size(); i++) {
            registry.enrol(String.format("04%06X", i), cards.get(i));
        }
        // The recorder is never closed: the power goes after the fifth card is laid.
        GameLogRecorder before = GameLogRecorder.open(state);
        TestBox box = new TestBox(1, 7, registry, before).game(Wheel.KIND).choose("Start");
        for (String card : CIRCLE.subList(0, 5)) {
            box.tap(0, TapTest.roman(card));
        }
        try (GameLogRecorder after = GameLogRecorder.open(state)) {
            Match resumed = after.unfinished(new SeededRandom(1)::nextLong).orElseThrow();
            TestBox again = new TestBox(1, 7, registry, after);
            again.console().startWith(context -> Activities.resume(context, resumed));
            again.pass(50);
            assertTrue(again.screen().lines().contains(Text.of("wheel.layCircle", 5, 25)), again.text());
            again.tap(0, TapTest.roman(CIRCLE.get(5)));
            assertEquals(6, resumed.moves().size());
            assertEquals(new Move(GameState.CHANCE, CIRCLE.get(5)), resumed.moves().get(5));
        }
    }

    @Test
    void theTableCanNameACardWithTheButtonsTooWhenATagWillNotRead() throws Exception {
        TestBox box = enrolled(1, RomanDeck.DECK).game(Wheel.KIND).choose("Start");
        box.press(Button.OK);
        assertEquals(Text.of("console.choose", Text.of("seat.table")), box.screen().title());
        box.choose("G3");
        assertEquals(List.of("reveal:G3"), match(box).moves().stream().map(org.tabula.firmware.script.Move::text).toList());
        box.press(Button.PASS);
        assertEquals(Text.of("console.cannotPass", Text.of("seat.table")), box.screen().message());
    }

    @Test
    void theDealLineSwitchesToTheBoxAndBotsOnlyGamesAreDealtByTheBox() throws Exception {
        TestBox box = enrolled(1, RomanDeck.DECK).game(Wheel.KIND);
        box.choose("Deal:");
        assertEquals(DEALT_BY_THE_BOX, box.selectedLine());
        box.choose("Start");
        Match match = match(box);
        assertFalse(match.tableDealt());
        assertTrue(match.moves().isEmpty());
        assertNotEquals(Seats.CHANCE, match.state().toMove(), "the box has laid the circle itself");
        // The circle as the box dealt it, for the players to lay out before OK starts.
        List<Text> layout = ConsoleGames.named("wheel").adapter().layout(match.state());
        assertFalse(layout.isEmpty());
        assertEquals(ScreenModel.Kind.NOTICE, box.screen().kind());
        assertEquals(layout, box.screen().lines().subList(0, layout.size()));
        assertEquals(Text.of("console.okStart"), box.screen().lines().get(layout.size()));

        TestBox bots = enrolled(1, RomanDeck.DECK).game(Wheel.KIND).choose("Seats");
        bots.choose("P1").choose("P2").choose("P3").press(Button.BACK);
        assertTrue(bots.screen().lines().contains(DEALT_BY_THE_BOX), bots.text());
        bots.choose("Start");
        assertFalse(match(bots).tableDealt());
        assertTrue(match(bots).isBot(0) && match(bots).isBot(1) && match(bots).isBot(2));
    }

    @Test
    void aSpiteBotSeatRulesOutATableDealWithTheReason() throws Exception {
        TestBox box = enrolled(1, SpiteDeck.DECK).game(Spite.KIND);
        assertTrue(box.screen().lines().contains(DEALT_AT_THE_TABLE), box.text());
        box.choose("Seats").choose("P2").press(Button.BACK);
        assertTrue(box.screen().lines().contains(DEALT_BY_THE_BOX), box.text());
        box.choose("Deal:");
        assertEquals(Text.of("console.noTableDealBot", Spite.KIND.seatNames(2).seat(1)), box.screen().message());
        assertTrue(box.pulsesRed(), "a red pulse");
        assertEquals(DEALT_BY_THE_BOX, box.selectedLine());
        box.choose("Start");
        assertFalse(match(box).tableDealt());
        assertTrue(match(box).isBot(1));
    }

    @Test
    void spiteAsksForEachPayoffTopThenTakesHandCardsByTheirTaps() throws Exception {
        TestBox box = enrolled(1, SpiteDeck.DECK).game(Spite.KIND).choose("Start");
        SeatNames seats = Spite.KIND.seatNames(2);
        assertTrue(box.screen().lines().contains(PayoffReveal.instruction(seats.seat(0))), box.text());
        assertTrue(box.screen().lines().contains(Text.of("spite.tableNote")), box.text());
        box.tap(0, spite("AC/1"));
        assertTrue(box.screen().lines().contains(PayoffReveal.instruction(seats.seat(1))), box.text());
        box.tap(0, spite("7S/1"));
        Match match = match(box);
        assertEquals(List.of("reveal:AC", "reveal:7S"), match.moves().stream().map(org.tabula.firmware.script.Move::text).toList());
        assertEquals(Seats.only(1), match.state().toMove());
        // The box sees no hand: no "OK secretly", and the list offers no hand cards (a tap names them).
        assertFalse(box.shows("console.okSecretly") || box.shows("console.okSecretlyTurns"), box.text());
        box.press(Button.OK);
        assertEquals(ScreenModel.Kind.CHOICE, box.screen().kind(), box.text());
        assertFalse(box.shows("spite.fromHand"), box.text());
        box.press(Button.BACK);
        // An ace from the hand has one move, so its tap makes it: a new centre pile.
        box.tap(0, spite("AC/2"));
        assertEquals(new Move(1, "HAC>C+"), match.moves().get(2));
        // A card with several places to go: its pick offers where, the centre first, on OK; the empty discard piles as one.
        box.tap(0, spite("2H/1"));
        assertEquals(ScreenModel.Kind.PICK, box.screen().kind(), box.text());
        assertEquals(List.of(new ScreenModel.Key(Button.OK, Text.of("pick.spite.onPile", Text.of("pick.spite.centre"), Place.of(0), "AC")),
                new ScreenModel.Key(Button.LEFT, Text.of("pick.spite.newDiscard"))),
                box.screen().keys().stream().filter(key -> key.button() != Button.BACK).toList(), "no discard pile offered by its number: " + box.text());
        box.press(Button.OK);
        assertEquals(new Move(1, "H2H>C1"), match.moves().get(3));
        // A card that goes on a discard pile only: onto the first empty one, which ends the turn.
        box.tap(0, spite("5D/1"));
        assertEquals(new Move(1, "H5D>D1"), match.moves().get(4));
        assertEquals(Seats.only(0), match.state().toMove());
    }

    private static Card spite(String id) {
        return SpiteDeck.DECK.card(id).orElseThrow();
    }

    @Test
    void aWheelBotWaitsForTheCircleThenPlays() throws Exception {
        TestBox box = enrolled(1, RomanDeck.DECK).game(Wheel.KIND).choose("Seats").choose("P1").press(Button.BACK);
        assertTrue(box.screen().lines().contains(DEALT_AT_THE_TABLE), box.text());
        box.choose("Start");
        Match match = match(box);
        assertFalse(match.isBot(GameState.CHANCE));
        box.pass(5_000);
        assertTrue(match.moves().isEmpty());
        for (String card : CIRCLE) {
            box.tap(0, TapTest.roman(card));
        }
        box.pass(5_000);
        assertTrue(match.moves().size() > 25 && match.moves().get(25).seat() == 0, match.moves().toString());
    }
}
