package org.tabula.firmware.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import org.tabula.display.text.Language;
import org.tabula.display.text.Text;
import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.firmware.cards.roman.RomanDeck;
import org.tabula.firmware.club.Badge;
import org.tabula.firmware.club.Roster;
import org.tabula.firmware.loop.ConsoleClock;
import org.tabula.firmware.play.MatchRecorder;
import org.tabula.firmware.screen.DisplayRenderer;
import org.tabula.firmware.web.BadgeDesk;
import org.tabula.firmware.web.BadgeDesk.Kind;
import org.tabula.firmware.web.LiveTable;
import org.tabula.firmware.web.PhonePairing;
import org.tabula.hal.Button;
import org.tabula.hal.TagEvent;
import org.tabula.rules.SeatName;
import org.tabula.rules.sumo.Sumo;

/**
 * A badge asked for from the club's page, written at the box on the fake tag shelf: the box asks
 * for a blank tag, writes it and tells the page; an enrolled card, a tag holding anything else, no
 * tag in time, a tag that is no NTAG and a failed write each end the ask with why, and nothing is
 * written over; in a game the ask is refused as busy and the game goes on untouched.
 */
class PageBadgeWritingTest {
    private static final String BLANK = "04A1B2C3D4E580";

    private final CardRegistry registry = CardRegistry.inMemory();
    private final BadgeDesk desk = new BadgeDesk(ConsoleClock.SYSTEM);
    private final Roster roster = Roster.inMemory();
    private final TestBox box;
    private final Badge aki;

    PageBadgeWritingTest() throws Exception {
        roster.add("Aki");
        aki = roster.badge("Aki");
        box = box(Language.english());
    }

    private TestBox box(Language language) {
        return new TestBox(2, 1, registry, MatchRecorder.NONE, LanguageChoice.inMemory(language), new LiveTable(playing -> { }, PhonePairing.OFF,
                desk), roster);
    }

    private Optional<String> text(String uidHex) {
        return box.devices.shelf.text(HexFormat.of().parseHex(uidHex));
    }

    /** The page asks for Aki's badge; the box takes the ask at its next tick. */
    private void asked() {
        asked(box);
    }

    private void asked(TestBox at) {
        assertEquals(Optional.empty(), desk.handIn(aki));
        at.pass(100);
    }

    private BadgeDesk.Outcome outcome() {
        BadgeDesk.Ask ask = desk.now().orElseThrow();
        assertEquals(BadgeDesk.Stage.DONE, ask.stage(), "the ask is not done: " + box.text());
        return ask.outcome().orElseThrow();
    }

    @Test
    void atTheMenuTheBoxAsksForABlankTagWritesItTellsThePageAndGoesBack() {
        Text menu = box.screen().title();
        asked();
        assertEquals(BadgeDesk.Stage.AT_BOX, desk.now().orElseThrow().stage());
        assertEquals(Text.of("badge.title", "Aki"), box.screen().title());
        assertEquals(Text.of("badge.holdBlank"), box.screen().lines().get(0), box.text());
        assertEquals(Text.of("badge.fromPage", 60L), box.screen().lines().get(1), box.text());
        box.tapSticker(1, BLANK);
        assertEquals(Optional.of("badge:Aki"), text(BLANK));
        assertEquals(Kind.WRITTEN, outcome().kind());
        assertEquals(Text.of("badge.written", "Aki"), box.screen().title());
        box.pass(3_100);
        assertEquals(menu, box.screen().title(), "back at the menu it was at");
        assertEquals(Optional.empty(), desk.handIn(aki), "a new ask is taken once the last is done");
    }

    @Test
    void anEnrolledCardIsNeverWrittenOverFromThePage() throws Exception {
        Card r7 = RomanDeck.DECK.card("R7").orElseThrow();
        registry.enrol(BLANK, r7);
        asked();
        box.tapSticker(0, BLANK).press(Button.OK);
        assertEquals(Kind.ENROLLED_CARD, outcome().kind());
        assertEquals(Optional.of(Text.of("enrol.tagIs", r7.walkTitle(), RomanDeck.DECK.title())), outcome().why());
        assertEquals(Optional.empty(), text(BLANK), "nothing written");
        box.tapSticker(0, BLANK).press(Button.OK);
        assertEquals(Optional.empty(), text(BLANK), "no OK or later tap writes it over");
        assertEquals(Optional.of(r7), registry.card(new TagEvent(0, TagEvent.Kind.ARRIVED, HexFormat.of().parseHex(BLANK), text(BLANK))),
                "still the card");
    }

    @Test
    void aTagHoldingACardsTextOrAnotherBadgeIsLeftAsItWas() {
        box.devices.shelf.write(HexFormat.of().parseHex(BLANK), "badge:Bo", false);
        asked();
        box.tapSticker(0, BLANK);
        // Somebody else's badge: the screen says whose, and that nothing was written, not where to tap a badge.
        assertEquals(List.of(Text.of("badge.notWritten", "Aki")), box.screen().lines(), box.text());
        assertEquals(Text.of("badge.isBadge", Text.name(SeatName.person("Bo", "Bo"))), box.screen().message());
        box.press(Button.OK);
        assertEquals(Kind.NOT_BLANK, outcome().kind());
        assertEquals(Optional.of(Text.of("badge.isBadge", Text.name(SeatName.person("Bo", "Bo")))), outcome().why());
        assertEquals(Optional.of("badge:Bo"), text(BLANK));
    }

    @Test
    void noTagWithinTheBoundEndsTheAsk() {
        asked();
        box.pass(59_000);
        assertTrue(desk.now().orElseThrow().waiting(), "still waiting before the bound");
        box.pass(1_100);
        assertEquals(Kind.NO_TAG, outcome().kind());
        box.tapSticker(0, BLANK);
        assertEquals(Optional.empty(), text(BLANK), "a tag after the bound is not written");
    }

    @Test
    void aTagThatIsNoNtagOrCannotBeWrittenSaysWhy() {
        asked();
        box.tapUid(0, "DEADBEEF");
        assertEquals(Kind.NOT_NTAG, outcome().kind());
        assertEquals(Optional.of(Text.of("write.notNtag")), outcome().why());
        box.pass(3_100);
        box.devices.shelf.tag(HexFormat.of().parseHex(BLANK)).write(2, new byte[] {0, 0, (byte) 0xF8, (byte) 0xFF});
        asked();
        box.tapSticker(0, BLANK);
        assertEquals(Kind.WRITE_FAILED, outcome().kind());
        assertEquals(Optional.of(Text.of("write.locked")), outcome().why());
        assertEquals(Optional.empty(), text(BLANK));
    }

    @Test
    void backAtTheBoxLeavesWithoutWriting() {
        asked();
        box.press(Button.BACK);
        assertEquals(Kind.LEFT_AT_BOX, outcome().kind());
        box.tapSticker(0, BLANK);
        assertEquals(Optional.empty(), text(BLANK));
    }

    @Test
    void inAGameTheAskIsRefusedAsBusyAndTheGameGoesOn() {
        box.game(Sumo.KIND).choose("Start");
        assertTrue(box.console().match().isPresent(), box.text());
        Text shown = box.screen().title();
        asked();
        assertEquals(Kind.BOX_BUSY, outcome().kind());
        assertEquals(shown, box.screen().title(), "the game's screen stays");
        assertTrue(box.console().match().isPresent());
        box.tapSticker(0, BLANK);
        assertFalse(text(BLANK).isPresent());
    }

    @Test
    void noScreenOfItCutsAWordInAnyLanguage() throws Exception {
        registry.enrol("04C0FFEE000007", RomanDeck.DECK.card("R7").orElseThrow());
        Map<String, String> cuts = new TreeMap<>();
        DisplayRenderer renderer = new DisplayRenderer(19);
        for (Language language : Language.all()) {
            TestBox at = box(language);
            asked(at);
            NoWordCutAtTheBoxTest.check(renderer, at.screen(), "asking for a tag", cuts);
            at.tapUid(0, "DEADBEEF");
            NoWordCutAtTheBoxTest.check(renderer, at.screen(), "not an NTAG", cuts);
            at.pass(3_100);
            asked(at);
            at.tapUid(0, "04C0FFEE000007");
            NoWordCutAtTheBoxTest.check(renderer, at.screen(), "an enrolled card", cuts);
            at.pass(3_100);
            asked(at);
            at.pass(60_100);
            NoWordCutAtTheBoxTest.check(renderer, at.screen(), "no tag in time", cuts);
            at.pass(3_100);
            asked(at);
            at.tapSticker(0, BLANK);
            NoWordCutAtTheBoxTest.check(renderer, at.screen(), "written", cuts);
        }
        assertEquals(Map.of(), cuts);
    }
}
