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
        assertEquals(Optional.of(tally("2/3")), CardRegistry.parse("tally:2/3"));
        assertEquals(Optional.empty(), CardRegistry.parse("tally:4/1"));
        assertEquals("Tally 2", Language.english().format(tally("2/3").title()));
        assertEquals("タリー2", Language.japanese().format(tally("2/3").title()));
        assertEquals("Tally 2/3", Language.english().format(tally("2/3").walkTitle()));
    }

    @Test
    void itIsEnrolledFromTheMenuAndItsTapsPlayTheGameDeclaredWithIt() throws Exception {
        TestBox box = new TestBox(1, 1, CardRegistry.load(state)).choose("Enrol cards").choose("Tally deck");
        assertEquals(Text.of("enrol.tapCard", tally("1/1").walkTitle()), box.screen().lines().get(0), box.text());
        for (int tag = 0; tag < TallyDeck.DECK.cards().size(); tag++) {
            box.tapUid(0, String.format("040000%02X", tag));
        }
        assertEquals(TallyDeck.DECK.cards().size(), CardRegistry.load(state).enrolledCount(TallyDeck.DECK));
        assertTrue(Files.readString(state.resolve("cards.json")).contains("\"04000005\" : \"tally:2/1\""), "saved under the deck's own key");
        box.press(Button.BACK).press(Button.BACK);

        box.game(Counting.KIND).choose("Start");
        box.tap(0, tally("2/1")).tap(0, tally("2/2"));
        assertArrayEquals(new int[] {0, 0}, ((PlayActivity) box.console().activity()).match().state().scores());
        assertEquals(List.of(new Move(0, "2"), new Move(1, "2")), moves(box));

        // Past five: the rules' refusal; a card played already: on the count; a card the game does not use: named in
        // the deck's words. Nothing changes.
        box.tap(0, tally("2/3"));
        assertEquals("PAST_FIVE", ((Enum<?>) ((Text.Refusal) box.screen().message()).reason()).name(), box.text());
        box.tap(0, tally("2/1"));
        assertEquals(Text.of("refuse.cardLies", tally("2/1").title(), Text.of("place.outOfPlay")), box.screen().message());
        box.tap(0, tally("3/1"));
        assertEquals(Text.of("refuse.notInGame", tally("3/1").title(), Text.plain(Counting.KIND.title())), box.screen().message());
        assertEquals("タリー3は" + Counting.KIND.title() + "で使わない", Language.japanese().format(box.screen().message()));
        assertEquals(List.of(new Move(0, "2"), new Move(1, "2")), moves(box));

        box.tap(0, tally("1/1"));
        assertEquals(ScreenModel.Kind.GAME_OVER, box.screen().kind(), box.text());
        assertArrayEquals(new int[] {1, 0}, ((PlayActivity) box.console().activity()).match().state().scores());
    }

    /** The moves made, as the match records them. */
    private static List<Move> moves(TestBox box) {
        return ((PlayActivity) box.console().activity()).match().moves();
    }
}
