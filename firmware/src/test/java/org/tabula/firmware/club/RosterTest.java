package org.tabula.firmware.club;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.tabula.firmware.cards.Card;
import org.tabula.firmware.cards.roman.RomanDeck;
import org.tabula.firmware.cards.CardRegistry;
import org.tabula.hal.TagEvent;

class RosterTest {
    @TempDir
    Path state;

    private static List<String> names(Roster roster) {
        return roster.members().stream().map(PlayerName::text).toList();
    }

    @Test
    void namesAreKeptAcrossARestart() throws Exception {
        Roster roster = Roster.load(state);
        roster.add("Aki");
        roster.add("ミナミ");
        roster.add("Bartholomeus");
        roster.remove("aki");
        assertEquals(List.of("ミナミ", "Bartholomeus"), names(Roster.load(state)));
    }

    @Test
    void aRefusedChangeChangesNothingOnStorageOrInMemory() throws Exception {
        Roster roster = Roster.load(state);
        roster.add("Aki");
        byte[] before = Files.readAllBytes(state.resolve(Roster.FILE_NAME));
        assertEquals(RosterRefusal.Reason.DUPLICATE, assertThrows(RosterRefusal.class, () -> roster.add(" AKI ")).reason());
        assertEquals(RosterRefusal.Reason.TOO_LONG, assertThrows(RosterRefusal.class, () -> roster.add("x".repeat(13))).reason());
        assertEquals(RosterRefusal.Reason.UNKNOWN, assertThrows(RosterRefusal.class, () -> roster.remove("Ben")).reason());
        assertEquals(RosterRefusal.Reason.UNKNOWN, assertThrows(RosterRefusal.class, () -> roster.badge("Ben")).reason());
        assertArrayEquals(before, Files.readAllBytes(state.resolve(Roster.FILE_NAME)));
        assertEquals(List.of("Aki"), names(roster));
    }

    @Test
    void theRosterIsBounded() throws Exception {
        Roster roster = Roster.inMemory();
        for (int i = 0; i < Roster.MAX_MEMBERS; i++) {
            roster.add("P" + i);
        }
        assertEquals(RosterRefusal.Reason.FULL, assertThrows(RosterRefusal.class, () -> roster.add("Aki")).reason());
    }

    @Test
    void aDamagedRosterIsReportedNotHalfRead() throws IOException {
        Files.writeString(state.resolve(Roster.FILE_NAME), "{\"format\":1,\"players\":[{\"name\":\"\"}]}");
        assertThrows(IOException.class, () -> Roster.load(state));
        Files.writeString(state.resolve(Roster.FILE_NAME), "{\"format\":2,\"players\":[]}");
        assertThrows(IOException.class, () -> Roster.load(state));
    }

    @Test
    void aBadgeSeatsItsPersonAndNobodyElse() throws Exception {
        Roster roster = Roster.inMemory();
        roster.add("Aki");
        Badge badge = roster.badge("aki");
        assertEquals("badge:Aki", badge.ndefText());
        TagEvent tapped = new TagEvent(0, TagEvent.Kind.ARRIVED, new byte[] {4, 1, 2, 3}, Optional.of(badge.ndefText()));
        assertEquals("Aki", roster.holder(Badge.of(tapped).orElseThrow()).text());
        roster.remove("Aki");
        RosterRefusal unknown = assertThrows(RosterRefusal.class, () -> roster.holder(badge));
        assertEquals(RosterRefusal.Reason.UNKNOWN_BADGE, unknown.reason());
    }

    @Test
    void aBadgeIsNeverACardAndACardNeverABadge() throws IOException {
        CardRegistry registry = CardRegistry.inMemory();
        Card red7 = RomanDeck.DECK.card("R7").orElseThrow();
        registry.enrol("04A1B2C3", red7);
        byte[] uid = {4, (byte) 0xA1, (byte) 0xB2, (byte) 0xC3};
        // A badge written over a card's enrolled tag is a badge, not the card.
        TagEvent badgeOverCard = new TagEvent(1, TagEvent.Kind.ARRIVED, uid, Optional.of("badge:Aki"));
        assertEquals(Optional.empty(), registry.card(badgeOverCard));
        assertEquals("Aki", Badge.of(badgeOverCard).orElseThrow().name().text());
        // The card's own tag, by UID or by its text, is no badge.
        assertEquals(Optional.of(red7), registry.card(new TagEvent(1, TagEvent.Kind.ARRIVED, uid, Optional.empty())));
        assertEquals(Optional.empty(), Badge.of(new TagEvent(1, TagEvent.Kind.ARRIVED, uid, Optional.empty())));
        assertEquals(Optional.empty(), Badge.parse(red7.ndefText()));
        assertEquals(Optional.empty(), Badge.parse("badge:"));
        assertEquals(Optional.empty(), Badge.parse("badge:" + "x".repeat(13)));
    }
}
