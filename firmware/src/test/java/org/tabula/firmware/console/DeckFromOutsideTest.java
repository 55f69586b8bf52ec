package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.cards.Decks;
import org.tabula.firmware.counting.Counting;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.firmware.script.Move;
import org.tabula.firmware.tally.TallyDeck;
import org.tabula.hal.Button;

/**
 * A deck registered by one service line (the test fixture Tally deck, in a package of its own) is
 * one of the box's decks: enrolled from the menu, named in its own words, and played by tapping its
 * cards in the game declared with it (Count to five, which reads a tapped card's number from the deck).
 */
class DeckFromOutsideTest {
    @TempDir
    Path state;

    private static Card tally(String id) {
        return TallyDeck.DECK.card(id).orElseThrow();
    }

    @Test
    void theRegistryOfDecksHoldsItAndATagMayNameItsCards() {
        assertEquals(Optional.of(TallyDeck.DECK), Decks.byKey("tally"));
        assertEquals(Optional.of(tally("2")), CardRegistry.parse("tally:2"));
        assertEquals(Optional.empty(), CardRegistry.parse("tally:4"));
        assertEquals("Tally 2", Language.english().format(tally("2").title()));
        assertEquals("タリー2", Language.japanese().format(tally("2").title()));
    }

    @Test
    void itIsEnrolledFromTheMenuAndItsTapsPlayTheGameDeclaredWithIt() throws Exception {
        TestBox box = new TestBox(1, 1, CardRegistry.load(state)).choose("Enrol cards").choose("Tally deck");
        assertEquals(Text.of("enrol.tapCard", tally("1").walkTitle()), box.screen().lines().get(0), box.text());
        box.tapUid(0, "04000001").tapUid(0, "04000002").tapUid(0, "04000003");
        assertEquals(3, CardRegistry.load(state).enrolledCount(TallyDeck.DECK));
        assertTrue(Files.readString(state.resolve("cards.json")).contains("\"04000002\" : \"tally:2\""), "saved under the deck's own key");
        box.press(Button.BACK).press(Button.BACK);

        box.game(Counting.KIND).choose("Start");
        box.tap(0, tally("2")).tap(0, tally("2"));
        assertArrayEquals(new int[] {0, 0}, ((PlayActivity) box.console().activity()).match().state().scores());
        assertEquals(List.of(new Move(0, "2"), new Move(1, "2")), moves(box));

        // Past five: the rules' refusal; a card the game does not use: named in the deck's words. Nothing changes.
        box.tap(0, tally("2"));
        assertEquals("PAST_FIVE", ((Enum<?>) ((Text.Refusal) box.screen().message()).reason()).name(), box.text());
        box.tap(0, tally("3"));
        assertEquals(Text.of("refuse.notInGame", tally("3").title(), Text.plain(Counting.KIND.title())), box.screen().message());
        assertEquals("タリー3は" + Counting.KIND.title() + "で使わない", Language.japanese().format(box.screen().message()));
        assertEquals(List.of(new Move(0, "2"), new Move(1, "2")), moves(box));

        box.tap(0, tally("1"));
        assertEquals(ScreenModel.Kind.GAME_OVER, box.screen().kind(), box.text());
        assertArrayEquals(new int[] {1, 0}, ((PlayActivity) box.console().activity()).match().state().scores());
    }

    /** The moves made, as the match records them. */
    private static List<Move> moves(TestBox box) {
        return ((PlayActivity) box.console().activity()).match().moves();
    }
}
