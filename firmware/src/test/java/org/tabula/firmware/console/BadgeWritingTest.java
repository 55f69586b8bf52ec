package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.spite.SpiteDeck;
import org.tabula.firmware.cards.roman.RomanDeck;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.club.Badge;
import org.tabula.firmware.club.Roster;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.screen.DisplayRenderer;
import org.tabula.hal.Button;
import org.tabula.hal.TagEvent;
import org.tabula.hal.nfc.TagWriteResult;
import org.tabula.rules.SeatName;

/** {@code tabula cards badge NAME} at the box: one tag made one person's badge, written and read back. */
class BadgeWritingTest {
    private static final String BLANK = "04A1B2C3D4E580";
    private static final String OTHER = "04A1B2C3D4E581";

    private final List<Optional<BadgeWriting.Written>> outcomes = new ArrayList<>();
    private final CardRegistry registry = CardRegistry.inMemory();
    private final TestBox box = new TestBox(2, 1, registry);
    private final Badge aki;

    BadgeWritingTest() throws Exception {
        Roster roster = Roster.inMemory();
        roster.add("Aki");
        aki = roster.badge("Aki");
        box.console().startWith(context -> Activities.badgeWriting(context, aki, outcomes::add));
    }

    private Optional<String> text(String uidHex) {
        return box.devices.shelf.text(HexFormat.of().parseHex(uidHex));
    }

    private TagEvent tapped(String uidHex) {
        return new TagEvent(0, TagEvent.Kind.ARRIVED, HexFormat.of().parseHex(uidHex), text(uidHex));
    }

    @Test
    void aBlankTagBecomesTheBadgeAndIsNoCard() {
        box.press(Button.RIGHT);
        assertEquals(Text.of("badge.title", "Aki"), box.screen().title());
        assertEquals(Text.of("badge.hold"), box.screen().lines().get(0), box.text());
        box.tapSticker(1, BLANK);
        assertEquals(Optional.of("badge:Aki"), text(BLANK));
        assertEquals(List.of(Optional.of(new BadgeWriting.Written(aki, BLANK, false))), outcomes);
        assertEquals(Text.of("badge.written", "Aki"), box.screen().title());
        assertEquals(Optional.of(aki), Badge.of(tapped(BLANK)));
        assertEquals(Optional.empty(), registry.card(tapped(BLANK)));
        box.tapSticker(0, OTHER).press(Button.BACK);
        assertEquals(1, outcomes.size(), "done after one badge: later taps and buttons change nothing");
        assertEquals(Optional.empty(), text(OTHER));
    }

    @Test
    void aTagAlreadyTheBadgeIsNotWrittenAgain() {
        box.devices.shelf.write(HexFormat.of().parseHex(BLANK), "badge:Aki", false);
        box.tapSticker(0, BLANK);
        assertEquals(List.of(Optional.of(new BadgeWriting.Written(aki, BLANK, true))), outcomes);
    }

    @Test
    void anEnrolledCardsStickerBecomesTheBadgeOnlyAfterOkAndIsThenNoLongerTheCard() throws Exception {
        Card r7 = RomanDeck.DECK.card("R7").orElseThrow();
        registry.enrol(BLANK, r7);
        box.tapSticker(0, BLANK);
        assertTrue(box.screen().lines().contains(Text.of("write.isCard", r7.walkTitle())), box.text());
        assertTrue(box.screen().lines().contains(Text.of("badge.overwrite", "Aki")), box.text());
        assertEquals(Optional.empty(), text(BLANK), "nothing written before OK");
        box.press(Button.BACK);
        assertEquals(Text.of("write.kept"), box.screen().message());
        assertEquals(Optional.of(r7), registry.card(tapped(BLANK)), "still the card");
        assertEquals(List.of(), outcomes, "BACK on the question keeps the tag, not leaves");
        box.tapSticker(0, BLANK).press(Button.OK);
        assertEquals(Optional.of("badge:Aki"), text(BLANK));
        assertEquals(List.of(Optional.of(new BadgeWriting.Written(aki, BLANK, false))), outcomes);
        assertEquals(Optional.empty(), registry.card(tapped(BLANK)), "a badge now, never the card");
    }

    @Test
    void aCardsTextOrAnotherPersonsBadgeIsWrittenOverOnlyAfterOk() {
        box.devices.shelf.write(HexFormat.of().parseHex(OTHER), "spite:7H/2", false);
        box.tapSticker(0, OTHER);
        Card sevenOfHearts = SpiteDeck.DECK.card("7H/2").orElseThrow();
        assertTrue(box.screen().lines().contains(Text.of("write.isCard", sevenOfHearts.walkTitle())), box.text());
        box.press(Button.BACK);
        assertEquals(Optional.of("spite:7H/2"), text(OTHER));
        box.devices.shelf.write(HexFormat.of().parseHex(BLANK), "badge:Bo", false);
        box.tapSticker(0, BLANK);
        assertTrue(box.screen().lines().contains(Text.of("badge.isBadge", Text.name(SeatName.person("Bo", "Bo")))), box.text());
        box.press(Button.OK);
        assertEquals(Optional.of("badge:Aki"), text(BLANK));
        assertEquals(List.of(Optional.of(new BadgeWriting.Written(aki, BLANK, false))), outcomes);
    }

    @Test
    void aTagThatCannotTakeTheBadgeSaysWhyChangesNothingAndTheBadgeWaits() {
        box.devices.shelf.tag(HexFormat.of().parseHex(BLANK)).write(2, new byte[] {0, 0, (byte) 0xF8, (byte) 0xFF});
        box.tapSticker(0, BLANK);
        assertEquals(Text.of("write.locked"), box.screen().message());
        assertTrue(box.pulsesRed());
        assertEquals(Optional.empty(), text(BLANK));
        box.tapUid(0, "DEADBEEF");
        assertEquals(Text.of("write.notNtag"), box.screen().message());
        assertEquals(List.of(), outcomes);
        assertEquals(Text.of("badge.hold"), box.screen().lines().get(0), box.text());
        box.press(Button.BACK);
        assertEquals(List.of(Optional.<BadgeWriting.Written>empty()), outcomes);
        assertEquals(Text.of("badge.notWritten", "Aki"), box.screen().title());
        assertEquals(List.of(), box.screen().lines(), "no badge to tap at Seats");
    }

    @Test
    void aWrongReadBackIsNoBadge() {
        box.console().startWith(context -> Activities.badgeWriting(new ConsoleContext(context.clock(), context.registry(), 1,
                context.seeds(), context.bots(), MatchRecorder.NONE, context.language(), (arrived, text, overwrite, onLoop) -> onLoop.accept(
                        new TagWriteResult.Refused(TagWriteResult.Refusal.CHECK_FAILED, "page 4 read back 00000000"))), aki, outcomes::add));
        box.tapSticker(0, BLANK);
        assertEquals(Text.of("write.checkFailed"), box.screen().message());
        assertTrue(box.pulsesRed());
        assertEquals(List.of(), outcomes, "not done: another tap may take it");
        assertEquals(Text.of("badge.title", "Aki"), box.screen().title());
    }

    @Test
    void aBadgeOfTwelveKanaIsWrittenAndSitsItsPerson() throws Exception {
        Roster roster = Roster.inMemory();
        roster.add("マクシミリアン・タカハシ");
        Badge maximilian = roster.badge("マクシミリアン・タカハシ");
        box.console().startWith(context -> Activities.badgeWriting(context, maximilian, outcomes::add));
        box.tapSticker(0, BLANK);
        assertEquals(Optional.of("badge:マクシミリアン・タカハシ"), text(BLANK));
        assertEquals(List.of(Optional.of(new BadgeWriting.Written(maximilian, BLANK, false))), outcomes);
        assertEquals(Optional.of(maximilian), Badge.of(tapped(BLANK)));
    }

    @Test
    void noScreenOfItCutsAWordWithTheLongestNameInAnyLanguage() throws Exception {
        Map<String, String> cuts = new TreeMap<>();
        DisplayRenderer renderer = new DisplayRenderer(19);
        for (Language language : Language.all()) {
            for (String name : List.of("WWWWWWWWWWWW", "マクシミリアン・タカハシ")) {
                Roster roster = Roster.inMemory();
                roster.add(name);
                Badge badge = roster.badge(name);
                TestBox at = new TestBox(2, 1, CardRegistry.inMemory(), MatchRecorder.NONE, LanguageChoice.inMemory(language));
                at.console().startWith(context -> Activities.badgeWriting(context, badge, written -> { }));
                String where = language.code() + " " + name + ": ";
                NoWordCutAtTheBoxTest.check(renderer, at.screen(), where + "asking for a tag", cuts);
                at.devices.shelf.tag(HexFormat.of().parseHex(BLANK)).write(2, new byte[] {0, 0, (byte) 0xF8, (byte) 0xFF});
                at.tapSticker(0, BLANK);
                NoWordCutAtTheBoxTest.check(renderer, at.screen(), where + "a locked tag", cuts);
                at.tapUid(0, "DEADBEEF");
                NoWordCutAtTheBoxTest.check(renderer, at.screen(), where + "not an NTAG", cuts);
                at.devices.shelf.write(HexFormat.of().parseHex(OTHER), "spite:10H/2", false);
                at.tapSticker(0, OTHER);
                NoWordCutAtTheBoxTest.check(renderer, at.screen(), where + "a card's text", cuts);
                at.press(Button.BACK);
                at.devices.shelf.write(HexFormat.of().parseHex(OTHER), "badge:タカハシ・マクシミリアン", true);
                at.tapSticker(0, OTHER);
                NoWordCutAtTheBoxTest.check(renderer, at.screen(), where + "another person's badge", cuts);
                at.press(Button.BACK);
                at.devices.shelf.write(HexFormat.of().parseHex(OTHER), "https://example.org/", true);
                at.tapSticker(0, OTHER);
                NoWordCutAtTheBoxTest.check(renderer, at.screen(), where + "other data", cuts);
                at.press(Button.BACK).press(Button.BACK);
                NoWordCutAtTheBoxTest.check(renderer, at.screen(), where + "left without a badge", cuts);
                // The card writer asks the same of a person's badge on the tag, naming the person.
                at.console().startWith(context -> Activities.tagWriting(context, RomanDeck.DECK, false, () -> { }));
                at.devices.shelf.write(HexFormat.of().parseHex(OTHER), "badge:" + name, true);
                at.tapSticker(0, OTHER);
                assertEquals(Text.of("badge.isBadge", Text.name(badge.name().seatName())), at.screen().lines().get(0), at.text());
                NoWordCutAtTheBoxTest.check(renderer, at.screen(), where + "the card writer finds a badge", cuts);
            }
            Roster roster = Roster.inMemory();
            roster.add("WWWWWWWWWWWW");
            Badge badge = roster.badge("WWWWWWWWWWWW");
            TestBox at = new TestBox(2, 1, CardRegistry.inMemory(), MatchRecorder.NONE, LanguageChoice.inMemory(language));
            at.console().startWith(context -> Activities.badgeWriting(context, badge, written -> { }));
            at.tapSticker(0, BLANK);
            NoWordCutAtTheBoxTest.check(renderer, at.screen(), language.code() + ": written", cuts);
        }
        assertEquals(Map.of(), cuts);
    }
}
