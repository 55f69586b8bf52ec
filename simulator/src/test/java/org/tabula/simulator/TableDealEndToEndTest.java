package org.tabula.simulator;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.spite.SpiteDeck;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.play.CardsSeen;
import org.tabula.firmware.play.ConsoleGames;
import org.tabula.firmware.play.GameAdapter;
import org.tabula.firmware.play.Match;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;
import org.tabula.rules.GameKind;
import org.tabula.rules.GameState;
import org.tabula.rules.SeededRandom;
import org.tabula.rules.Seats;
import org.tabula.rules.spite.Spite;
import org.tabula.rules.wheel.Wheel;
import org.tabula.simulator.devices.VirtualTags;
import org.tabula.simulator.headless.HeadlessBox;
import org.tabula.simulator.headless.ScriptRunner;
import org.tabula.firmware.script.GameSetup;
import org.tabula.firmware.script.Move;

/**
 * Wheel of History and Spite and Malice dealt at the table, from the menu to the end screen in the
 * headless simulator: the players tap the cards of a deck shuffled by chance as the box asks for
 * them, then play by taps (on seat readers, or on one table reader). What the box recorded replays
 * to the same end as a table-dealt script.
 */
class TableDealEndToEndTest {
    private static final int MAX_ACTIONS = 5_000;

    static Stream<Arguments> games() {
        return Stream.of(
                Arguments.of(Wheel.KIND, 2, "", 1),
                Arguments.of(Wheel.KIND, 5, "", 5),
                Arguments.of(Spite.KIND, 2, "", 1),
                Arguments.of(Spite.KIND, 2, "", 2),
                Arguments.of(Spite.KIND, 4, "Partners", 1),
                Arguments.of(Spite.KIND, 4, "Partners", 4));
    }

    @ParameterizedTest(name = "{0}, {1} players {2}, {3} readers")
    @MethodSource("games")
    void fromTheMenuToTheEndScreen(GameKind kind, int players, String variant, int readers) throws Exception {
        CardRegistry registry = CardRegistry.inMemory();
        VirtualTags.enrolUnenrolledDecks(registry);
        HeadlessBox box = new HeadlessBox(new SimConfig(readers, 19, Language.english()), registry, 5);
        ScriptRunner menu = new ScriptRunner(box, System.out, java.nio.file.Path.of("."));
        MenuSteps.game(box, menu, kind);
        if (kind == Spite.KIND) {
            menu.execute("choose Variants");
            if (!variant.isEmpty()) {
                menu.execute("choose " + variant);
            }
            // Three pay-off cards each: a deal that ends in a test's time.
            menu.execute("choose Pay-off size");
            menu.execute("press RIGHT 3");
            menu.execute("press OK");
            box.press(Button.BACK);
        }
        MenuSteps.players(box, menu, kind, players);
        assertTrue(box.screen().lines().contains(Text.of("console.setting", Text.of("console.deal"), Text.of("console.dealTable"))), box.screen().text());
        menu.execute("choose Start");
        Match match = box.console().console().match().orElseThrow();
        SeededRandom rng = new SeededRandom(kind.title().hashCode() * 31L + players * 7L + readers);
        for (int actions = 0; box.screen().kind() != ScreenModel.Kind.GAME_OVER; actions++) {
            assertTrue(actions < MAX_ACTIONS, "the game did not end: " + box.screen().text());
            assertTrue(box.screen().kind() != ScreenModel.Kind.NOTICE, "a table deal has no layout to lay out: " + box.screen().text());
            tap(box, match, rng, readers >= players);
        }
        assertTrue(match.state().isOver());
        assertTrue(match.moves().stream().anyMatch(move -> move.seat() == GameState.CHANCE));
        GameState replayed = match.game().start(match.seed(), GameSetup.TABLE_DEAL.values());
        for (Move move : match.moves()) {
            replayed.apply(move.seat(), move.number(replayed));
        }
        assertTrue(replayed.isOver(), "the recorded moves replay to the end");
        assertArrayEquals(match.state().scores(), replayed.scores());
        box.press(Button.OK);
        assertEquals(Text.of("console.title"), box.screen().title());
    }

    /** The card, then the other copies of its face (a card of the Spite deck has two, a joker four; a Roman card none). */
    static List<Card> copies(Card card) {
        List<Card> copies = new java.util.ArrayList<>(List.of(card));
        card.deck().cards().stream().filter(other -> !other.equals(card) && other.face().equals(card.face()))
                .forEach(copies::add);
        return copies;
    }

    /**
     * Taps a random card that stands for a move of the seat to move (the table's: a card of the
     * shuffled deck), building centre piles when it can; PASS when no card will do.
     */
    private static void tap(HeadlessBox box, Match match, SeededRandom rng, boolean seatReaders) {
        GameState state = match.state();
        GameAdapter adapter = ConsoleGames.of(match.game().kind()).adapter();
        int seat = state.toMove().first();
        List<Card> playable = ConsoleGames.of(match.game().kind()).declaration().deck().orElseThrow().cards().stream().filter(card -> adapter.movesWith(state, seat, card, new CardsSeen()).length > 0)
                .toList();
        List<Card> building = playable.stream().filter(card -> Arrays.stream(adapter.movesWith(state, seat, card, new CardsSeen()))
                .anyMatch(move -> seat != GameState.CHANCE && state.formatMove(seat, move).contains(">C"))).toList();
        List<Card> choices = building.isEmpty() ? playable : building;
        if (choices.isEmpty()) {
            box.press(Button.PASS);
            return;
        }
        Card card = choices.get(rng.nextInt(choices.size()));
        int before = match.moves().size();
        // A copy the box saw elsewhere (on another seat's pile, under a pile's top) plays nothing: then the other copy.
        for (Card copy : copies(card)) {
            box.tap(seatReaders && !state.toMove().equals(Seats.CHANCE) ? seat : 0, copy);
            if (match.moves().size() > before || box.screen().kind() == ScreenModel.Kind.PICK) {
                break;
            }
        }
        // A card that stands for several moves: a press of the first option picks one (at most two levels).
        for (int presses = 0; box.screen().kind() == ScreenModel.Kind.PICK; presses++) {
            assertTrue(presses < 2, "a pick took more than two presses: " + box.screen().text());
            box.press(box.screen().keys().get(0).button());
        }
        assertTrue(match.moves().size() > before || box.screen().kind() == ScreenModel.Kind.GAME_OVER,
                "a tap of a playable card (" + card + ") made no move: " + box.screen().text());
    }
}
