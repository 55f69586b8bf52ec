package org.tabula.firmware.club;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.tabula.display.text.Language;

class PlayerNameTest {
    private static RosterRefusal refused(String typed) {
        return assertThrows(RosterRefusal.class, () -> PlayerName.parse(typed));
    }

    @Test
    void aNameIsTrimmedAndComposed() throws RosterRefusal {
        assertEquals("Aki", PlayerName.parse("  Aki\t").text());
        // e and a combining acute accent: one character as a reader counts, kept composed.
        assertEquals("Ren\u00e9", PlayerName.parse("Rene\u0301").text());
    }

    @Test
    void twelveCharactersOfAnyScriptTheScreenDrawsAreAName() throws RosterRefusal {
        // Polish, Russian, Greek, Romanian, Vietnamese-free Latin Extended, and a kanji (邊) no sentence of the box uses.
        for (String name : List.of("Bartholomeus", "ミナミ", "アキ・タナカ", "Zoë", "François", "O'Brien-Lee", "Łukasz", "Дмитрий",
                "Ελένη", "Ștefan", "Dvořák", "渡邊", "Ана 渡邊", "Øystein")) {
            assertEquals(name, PlayerName.parse(name).text());
            for (Language language : Language.all()) {
                assertEquals(-1, language.fonts().small().firstMissing(name), name + " in " + language.code());
            }
        }
        assertEquals(12, PlayerName.characters("Bartholomeus"));
        assertEquals(12, PlayerName.characters("Rene\u0301".repeat(3)));
    }

    @Test
    void tooLongEmptyInvisibleOrUndrawableNamesAreRefusedWithTheirReason() {
        RosterRefusal tooLong = refused("Bartholomeusz");
        assertEquals(RosterRefusal.Reason.TOO_LONG, tooLong.reason());
        assertEquals(List.of("Bartholomeusz", 13, 12), tooLong.args());
        assertEquals(RosterRefusal.Reason.TOO_LONG, refused("ア".repeat(13)).reason());
        assertEquals(RosterRefusal.Reason.EMPTY, refused("   ").reason());
        assertEquals(RosterRefusal.Reason.EMPTY, refused("").reason());
        assertEquals(RosterRefusal.Reason.UNPRINTABLE, refused("Aki\u200b").reason());
        assertEquals(RosterRefusal.Reason.UNPRINTABLE, refused("A\nB").reason());
        // A cluster of many combining marks is one character but not a short name.
        assertEquals(RosterRefusal.Reason.TOO_LONG, refused("a" + "\u0301".repeat(60)).reason());
        RosterRefusal emoji = refused("Aki\uD83C\uDFB2");
        assertEquals(RosterRefusal.Reason.NOT_DRAWN, emoji.reason());
        assertEquals("\uD83C\uDFB2", emoji.args().get(0));
        RosterRefusal control = refused("Aki\u0007");
        assertEquals(RosterRefusal.Reason.UNPRINTABLE, control.reason());
        assertEquals(List.of("U+0007"), control.args());
    }

    @Test
    void scriptsTheScreenCannotLayOutRightAreRefusedNamingTheCharacter() {
        // Arabic joins its letters (shaping) and runs right to left; Hebrew runs right to left; Devanagari shapes.
        Map<String, String> firstUndrawn = Map.of("محمد", "م", "דוד", "ד", "देव", "द", "Ана\uD83D\uDE00", "\uD83D\uDE00");
        firstUndrawn.forEach((name, character) -> {
            RosterRefusal refusal = refused(name);
            assertEquals(RosterRefusal.Reason.NOT_DRAWN, refusal.reason(), name);
            assertEquals(character, refusal.args().get(0), name);
        });
    }

    @Test
    void theScreenCallsAPersonByAsMuchOfTheNameAsTheRoomOfASeatsNameTakes() throws RosterRefusal {
        assertEquals("Aki", PlayerName.parse("Aki").onScreen());
        assertEquals("Yellow", PlayerName.parse("Yellow").onScreen());
        assertEquals("Bartho", PlayerName.parse("Bartholomeus").onScreen());
        assertEquals("WWWWWW", PlayerName.parse("WWWWWWWWWWWW").onScreen());
        // Three kana take the room of six Latin letters, and the dot left at the end goes.
        assertEquals("アキ", PlayerName.parse("アキ・タナカ").onScreen());
        assertEquals("Ren\u00e9e", PlayerName.parse("Rene\u0301e").onScreen());
        assertEquals("Jo", PlayerName.parse("Jo Ann Smith").onScreen().substring(0, 2));
        assertEquals("Дмитри", PlayerName.parse("Дмитрий").onScreen());
        assertEquals("渡邊", PlayerName.parse("渡邊").onScreen());
        assertEquals("Ana 渡", PlayerName.parse("Ana 渡邊").onScreen());
    }

    @Test
    void everyRefusalHasItsSentenceInBothLanguages() {
        for (RosterRefusal.Reason reason : RosterRefusal.Reason.values()) {
            for (Language language : Language.all()) {
                assertTrue(language.catalogue().has(reason.key()), reason + " in " + language.code());
            }
        }
    }
}
