package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HexFormat;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.spite.SpiteDeck;
import org.tabula.firmware.cards.roman.RomanDeck;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.club.PlayerName;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.screen.ScreenModel;
import org.tabula.hal.Button;
import org.tabula.hal.TagEvent;

class TagWritingTest {
    private static final String BLANK = "04A1B2C3D4E580";
    private static final String OTHER = "04A1B2C3D4E581";

    private static TestBox writingRoman() {
        return new TestBox(2, 1).choose("Enrol cards").choose("Write tags: Roman deck");
    }

    private static Optional<String> text(TestBox box, String uidHex) {
        return box.devices.shelf.text(HexFormat.of().parseHex(uidHex));
    }

    @Test
    void theMenuWritesEachCardOntoATagThatIsThenTheCardWithoutEnrolment() {
        TestBox box = writingRoman();
        assertHolding(box, "R0");
        box.tapSticker(1, BLANK);
        assertEquals(Text.of("write.written", roman("R0").walkTitle()), box.screen().message());
        assertHolding(box, "R1");
        assertEquals(Text.of("write.title", RomanDeck.DECK.title(), 1, RomanDeck.DECK.cards().size()), box.screen().title());
        assertEquals(Optional.of("roman:R0"), text(box, BLANK));
        TagEvent tapped = new TagEvent(0, TagEvent.Kind.ARRIVED, HexFormat.of().parseHex(BLANK), text(box, BLANK));
        assertEquals(RomanDeck.DECK.card("R0"), CardRegistry.inMemory().card(tapped), "known on a box that never enrolled it");
        assertEquals(0, box.registry.enrolledCount(RomanDeck.DECK));
        box.press(Button.BACK);
        assertEquals(ScreenModel.Kind.MENU, box.screen().kind());
        assertEquals(Text.of("console.writeTags", RomanDeck.DECK.title()), box.selectedLine());
    }

    @Test
    void aTagAlreadyCarryingTheCardIsCountedAndNothingIsWritten() {
        TestBox box = writingRoman();
        box.devices.shelf.write(HexFormat.of().parseHex(BLANK), "roman:R0", false);
        box.tapSticker(0, BLANK);
        assertEquals(Text.of("write.already", roman("R0").walkTitle()), box.screen().message());
        assertEquals(Text.of("write.title", RomanDeck.DECK.title(), 1, RomanDeck.DECK.cards().size()), box.screen().title(), "counted");
        assertTrue(box.screen().lines().contains(Text.of("write.holdTag", roman("R1").walkTitle())), box.text());
        assertEquals(Optional.of("roman:R0"), text(box, BLANK));
    }

    /** The screen asks for a tag for the card: its first line. */
    private static void assertHolding(TestBox box, String id) {
        assertEquals(Text.of("write.holdTag", roman(id).walkTitle()), box.screen().lines().get(0), box.text());
    }

    private static Card roman(String id) {
        return RomanDeck.DECK.card(id).orElseThrow();
    }

    @Test
    void anotherCardsTagIsWrittenOverOnlyAfterOk() {
        TestBox box = writingRoman();
        box.devices.shelf.write(HexFormat.of().parseHex(OTHER), "spite:7H/2", false);
        box.tapSticker(0, OTHER);
        Card sevenOfHearts = SpiteDeck.DECK.card("7H/2").orElseThrow();
        assertTrue(box.screen().lines().contains(Text.of("write.isCard", sevenOfHearts.walkTitle())), box.text());
        assertTrue(box.screen().lines().contains(Text.of("write.overwrite", roman("R0").walkTitle())), box.text());
        box.press(Button.BACK);
        assertEquals(Text.of("write.kept"), box.screen().message());
        assertHolding(box, "R0");
        assertEquals(Optional.of("spite:7H/2"), text(box, OTHER));
        box.tapSticker(0, OTHER).press(Button.OK);
        assertEquals(Text.of("write.written", roman("R0").walkTitle()), box.screen().message());
        assertEquals(Optional.of("roman:R0"), text(box, OTHER));
    }

    @Test
    void aTagWithOtherDataIsAlsoWrittenOverOnlyAfterOk() {
        TestBox box = writingRoman();
        box.devices.shelf.write(HexFormat.of().parseHex(OTHER), "shopping list", false);
        box.tapSticker(0, OTHER);
        assertTrue(box.screen().lines().contains(Text.of("write.otherData")), box.text());
        assertEquals(Optional.of("shopping list"), text(box, OTHER), "not written before OK");
        box.press(Button.OK);
        assertEquals(Optional.of("roman:R0"), text(box, OTHER));
    }

    @Test
    void aPersonsBadgeSaysWhoseItIsAndIsWrittenOverOnlyAfterOk() {
        TestBox box = writingRoman();
        box.devices.shelf.write(HexFormat.of().parseHex(OTHER), "badge:Bartholomeus", false);
        box.tapSticker(0, OTHER);
        Text whose = Text.of("badge.isBadge", Text.name(new PlayerName("Bartholomeus").seatName()));
        assertEquals(whose, box.screen().lines().get(0), box.text());
        assertEquals("This is Bartho's badge", Language.english().format(box.screen().lines().get(0)), "as the screen calls people");
        box.press(Button.BACK);
        assertEquals(Optional.of("badge:Bartholomeus"), text(box, OTHER), "BACK keeps the badge");
        box.tapSticker(0, OTHER);
        assertEquals(whose, box.screen().lines().get(0), box.text());
        box.press(Button.OK);
        assertEquals(Optional.of("roman:R0"), text(box, OTHER), "OK makes it the card");
    }

    @Test
    void eachRefusalSaysWhyAndTheCardWaits() {
        TestBox box = writingRoman();
        box.devices.shelf.tag(HexFormat.of().parseHex(BLANK)).write(2, new byte[] {0, 0, (byte) 0xF8, (byte) 0xFF});
        box.tapSticker(0, BLANK);
        assertEquals(Text.of("write.locked"), box.screen().message());
        assertTrue(box.pulsesRed());
        box.devices.shelf.tag(HexFormat.of().parseHex(OTHER)).write(3, new byte[] {0, 0, 0, 0x0F});
        box.tapSticker(0, OTHER);
        assertEquals(Text.of("write.readOnly"), box.screen().message());
        box.tapUid(0, "DEADBEEF");
        assertEquals(Text.of("write.notNtag"), box.screen().message());
        assertHolding(box, "R0");
        assertEquals(Text.of("write.title", RomanDeck.DECK.title(), 0, RomanDeck.DECK.cards().size()), box.screen().title());
    }

    @Test
    void readersThatCannotWriteSaySo() {
        TestBox box = writingRoman();
        box.console().startWith(context -> new TagWriting(new ConsoleContext(context.clock(), context.registry(), 1, context.seeds(),
                context.bots(), MatchRecorder.NONE, context.language(), (arrived, card, overwrite, onLoop) -> onLoop.accept(
                        new org.tabula.hal.nfc.TagWriteResult.Refused(org.tabula.hal.nfc.TagWriteResult.Refusal.NO_WRITER, "none"))),
                SpiteDeck.DECK, false, () -> null));
        box.tapUid(0, BLANK);
        assertEquals(Text.of("write.noWriter"), box.screen().message());
        assertTrue(box.pulsesRed(), "a red pulse");
        assertEquals(Text.of("write.title", SpiteDeck.DECK.title(), 0, SpiteDeck.DECK.cards().size()), box.screen().title(), "nothing counted");
        assertEquals(Optional.empty(), text(box, BLANK));
    }

    @Test
    void theJapaneseBoxSaysItInJapanese() {
        TestBox box = new TestBox(2, 1, CardRegistry.inMemory(), MatchRecorder.NONE, LanguageChoice.inMemory(Language.japanese()));
        box.console().startWith(context -> Activities.tagWriting(context, RomanDeck.DECK, false, () -> { }));
        box.tapSticker(0, BLANK);
        assertEquals(Language.japanese(), box.screen().language());
        assertEquals(Text.of("write.written", roman("R0").walkTitle()), box.screen().message());
        assertEquals(Optional.of("roman:R0"), text(box, BLANK));
    }
}
