package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.spite.SpiteDeck;
import org.tabula.firmware.cards.roman.RomanDeck;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.cards.Deck;
import org.tabula.hal.Button;
import org.tabula.hal.TagEvent;

class EnrolmentTest {
    @TempDir
    Path state;

    private static TagEvent tag(String hex) {
        return new TagEvent(0, TagEvent.Kind.ARRIVED, HexFormat.of().parseHex(hex), Optional.empty());
    }

    private static Card card(Deck<?> deck, String id) {
        return deck.card(id).orElseThrow();
    }

    /** The screen asks for the card's tag: its first line. */
    private static void assertAsked(TestBox box, Deck deck, String id) {
        assertEquals(Text.of("enrol.tapCard", card(deck, id).walkTitle()), box.screen().lines().get(0), box.text());
    }

    @Test
    void theMenuWalksThroughTheDeckAndTheRegistryIsSavedAfterEachCard() throws Exception {
        TestBox box = new TestBox(2, 1, CardRegistry.load(state)).choose("Enrol cards").choose("Roman deck");
        assertAsked(box, RomanDeck.DECK, "R0");
        box.tapUid(0, "04A1B2C3D4E580");
        assertEquals(Text.of("enrol.enrolled", card(RomanDeck.DECK, "R0").walkTitle()), box.screen().message());
        assertAsked(box, RomanDeck.DECK, "R1");
        assertEquals(RomanDeck.DECK.card("R0"), CardRegistry.load(state).card(tag("04A1B2C3D4E580")), "saved at once");
        assertTrue(Files.readString(state.resolve("cards.json")).contains("\"04A1B2C3D4E580\" : \"roman:R0\""));
        box.press(Button.RIGHT).tapUid(1, "04000002");
        assertEquals(RomanDeck.DECK.card("R2"), CardRegistry.load(state).card(tag("04000002")), "RIGHT skipped Red 1");
        assertEquals(2, CardRegistry.load(state).enrolledCount(RomanDeck.DECK));
        box.press(Button.BACK);
        assertTrue(box.screen().lines().contains(Text.of("console.deckCount", RomanDeck.DECK.title(), 2, RomanDeck.DECK.cards().size())), box.text());
        // Coming back starts at the first card without a tag.
        box.choose("Roman deck");
        assertAsked(box, RomanDeck.DECK, "R1");
    }

    /** The walk goes through both Spite decks: each card is named with its copy, which its tag will tell apart. */
    @Test
    void theSpiteWalkNamesEachCardsCopy() throws Exception {
        TestBox box = new TestBox(2, 1, CardRegistry.load(state)).choose("Enrol cards").choose("Spite");
        assertAsked(box, SpiteDeck.DECK, "AS/1");
        box.tapUid(0, "04000001");
        assertEquals(Text.of("enrol.enrolled", card(SpiteDeck.DECK, "AS/1").walkTitle()), box.screen().message());
        assertEquals(SpiteDeck.DECK.card("AS/1"), CardRegistry.load(state).card(tag("04000001")));
        box.tapUid(0, "04000001");
        assertEquals(Text.of("enrol.tagIs", card(SpiteDeck.DECK, "AS/1").walkTitle(), SpiteDeck.DECK.title()), box.screen().message());
        assertEquals("Joker 3", Language.english().format(SpiteDeck.DECK.card("*/3").orElseThrow().walkTitle()));
        assertEquals("ジョーカー3", Language.japanese().format(SpiteDeck.DECK.card("*/3").orElseThrow().walkTitle()));
        assertEquals("Red 7", Language.english().format(RomanDeck.DECK.card("R7").orElseThrow().walkTitle()), "a Roman card has one copy");
    }

    @Test
    void aTagAlreadyEnrolledAsAnotherCardIsRefusedAndNothingChanges() throws Exception {
        TestBox box = new TestBox(2, 1, CardRegistry.load(state)).choose("Enrol cards").choose("Roman deck");
        box.tapUid(0, "04000001");
        String saved = Files.readString(state.resolve("cards.json"));
        box.tapUid(0, "04000001");
        assertEquals(Text.of("enrol.tagIs", card(RomanDeck.DECK, "R0").walkTitle(), RomanDeck.DECK.title()), box.screen().message());
        assertAsked(box, RomanDeck.DECK, "R1");
        assertTrue(box.pulsesRed());
        assertEquals(saved, Files.readString(state.resolve("cards.json")));
    }

    @Test
    void aNewStickerForACardReplacesItsOldOne() throws Exception {
        CardRegistry registry = CardRegistry.load(state);
        registry.enrol("04000001", RomanDeck.DECK.card("R0").orElseThrow());
        registry.enrol("04000099", RomanDeck.DECK.card("R0").orElseThrow());
        CardRegistry reloaded = CardRegistry.load(state);
        assertEquals(Optional.empty(), reloaded.card(tag("04000001")));
        assertEquals(RomanDeck.DECK.card("R0"), reloaded.card(tag("04000099")));
    }

    @Test
    void forgettingADeckAsksFirst() throws Exception {
        CardRegistry registry = CardRegistry.load(state);
        registry.enrol("04000001", RomanDeck.DECK.card("R0").orElseThrow());
        registry.enrol("04000002", SpiteDeck.DECK.card("AS/1").orElseThrow());
        TestBox box = new TestBox(2, 1, registry).choose("Enrol cards").choose("Forget Roman");
        assertEquals(Text.of("console.forgetTags", 1), box.screen().title());
        box.choose("Yes");
        assertEquals(0, CardRegistry.load(state).enrolledCount(RomanDeck.DECK));
        assertEquals(1, CardRegistry.load(state).enrolledCount(SpiteDeck.DECK));
    }

    @Test
    void aBrokenRegistryFileIsReportedWithItsName() throws Exception {
        Files.writeString(state.resolve("cards.json"), "{\"format\": 1, \"tags\": {\"0401\": \"roman:Q9\"}}");
        Exception e = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class, () -> CardRegistry.load(state));
        assertTrue(e.getMessage().contains("cards.json: tag 0401 names no card"), e.getMessage());
    }

    @Test
    void theDecksHoldTheCardsOfTheHardwareDescription() {
        assertEquals(60, RomanDeck.DECK.cards().size());
        assertEquals(108, SpiteDeck.DECK.cards().size());
        assertEquals("Yellow banner", Language.english().format(RomanDeck.DECK.card("YB").orElseThrow().title()));
        assertEquals("10H", Language.english().format(SpiteDeck.DECK.card("10H/2").orElseThrow().title()));
        assertEquals("ジョーカー", Language.japanese().format(SpiteDeck.DECK.card("*/4").orElseThrow().title()));
    }
}
